import { Landing } from "@/components/marketing/landing";

export const metadata = { alternates: { canonical: "/" } };

export default function HomePage() {
  return <Landing />;
}
