import Link from "next/link";

export const metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    // Bare markup, styled by `.not-found` (app/globals.css): every page's flight data carries it twice.
    <main className="not-found">
      <h1>Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href="/">Back to the homepage</Link>
    </main>
  );
}
