import { SiteHeader } from "@/components/site/site-header";

/**
 * The sign-in pages' frame (house style 17: the layout owns it): the site header as signed out (these
 * pages are where one signs in, and a staff member who has not finished the second factor is not
 * signed in yet), and the narrow column every sign-in, reset and 2FA page uses.
 */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader user={null} />
      <main id="main" className="mx-auto grid max-w-md gap-6 px-4 py-12">
        {children}
      </main>
    </>
  );
}
