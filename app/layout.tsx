import type { Metadata, Viewport } from "next";
import { LazyToaster } from "@/components/ui/toaster-lazy";
import { SITE_DESCRIPTION } from "@/lib/marketing/client";
import { SITE } from "@/lib/site";
import { brandFont } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(SITE.url),
  title: { default: `${SITE.name} | Business finance for Australian SMEs`, template: `%s | ${SITE.name}` },
  description: SITE_DESCRIPTION,
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0b2545" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU" className={brandFont.variable}>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
