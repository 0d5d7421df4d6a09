import { SiteFooter } from "@/components/site/site-footer";

/** The marketing pages' frame: each page draws its header (its call to action differs), the layout the footer. */
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <SiteFooter />
    </>
  );
}
