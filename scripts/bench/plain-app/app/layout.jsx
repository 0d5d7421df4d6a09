// The bench's baseline (ADR 051): create-next-app's page at its plainest, a heading and text, with no
// font and no CSS framework, built by the same Next and served the same way as the app.
export const metadata = { title: "Plain Next.js page", description: "The bench's baseline page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
