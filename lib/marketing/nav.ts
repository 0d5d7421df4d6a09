import { portalFor } from "@/lib/auth/permissions";

/** Site navigation, shared by the header, the small-screen menu and the footer. */
export const PRODUCT_LINKS = [
  { href: "/working-capital", label: "Working Capital" },
  { href: "/products/line-of-credit", label: "Line of Credit" },
  { href: "/products/cash-flow", label: "Cash Flow Finance" },
  { href: "/products/invoice-finance", label: "Invoice Finance" },
  { href: "/products/equipment-finance", label: "Equipment Finance" },
  { href: "/products/trade-finance", label: "Trade Finance" },
  { href: "/products/seasonal-finance", label: "Seasonal Finance" },
  { href: "/products/expansion-capital", label: "Expansion Capital" },
] as const;

export const COMPANY_LINKS = [
  { href: "/about", label: "About" },
  { href: "/how-it-works", label: "How It Works" },
  { href: "/pricing", label: "Pricing" },
  { href: "/features", label: "Features" },
  { href: "/industries", label: "Industries" },
  { href: "/case-studies", label: "Case Studies" },
  { href: "/resources", label: "Resources" },
  { href: "/faq", label: "FAQ" },
  { href: "/partner-program", label: "Partner Program" },
  { href: "/mortgage-broker-partners", label: "Mortgage Broker Partners" },
  { href: "/careers", label: "Careers" },
] as const;

export const LEGAL_LINKS = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Use" },
  { href: "/credit-guide", label: "Credit Guide & Complaints" },
] as const;

export interface NavUser {
  firstName: string | null;
  email: string;
  role: string;
}

/**
 * Header links for a signed-in user (spec §2). 'My Portal' opens the user's own portal (the spec's
 * /client for a client); sending a partner or a team member to /client only showed them Access Denied.
 */
export function signedInLinks(role: string) {
  return [
    { href: "/application", label: "New Application" },
    { href: portalFor(role), label: "My Portal" },
    ...(role === "partner" ? [{ href: "/partner", label: "Partner Portal" }] : []),
    ...(role === "staff" || role === "admin" ? [{ href: "/staff", label: "Staff Portal" }] : []),
  ];
}

/** The small-screen menu's links by role (spec §2 client portal, "Mobile menu by role"). */
export function mobileLinks(role: string | null) {
  switch (role) {
    case "client":
      return [
        { href: "/", label: "Home" },
        { href: "/client", label: "My Applications" },
        { href: "/application", label: "New Application" },
      ];
    case "partner":
      return [
        { href: "/partner", label: "Lead Management" },
        { href: "/partner#performance", label: "Performance" },
      ];
    case "staff":
    case "admin":
      return [
        { href: "/staff", label: "Applications" },
        { href: "/staff#clients", label: "Client Management" },
        { href: "/staff#settings", label: "Settings" },
      ];
    default:
      return [
        { href: "/application", label: "Apply Now" },
        { href: "/partner", label: "Partner Portal" },
        { href: "/signin", label: "Sign In" },
      ];
  }
}

export const roleLabel = (role: string) =>
  ({ client: "Client", partner: "Partner", staff: "Staff", admin: "Admin" })[role] ?? role;
