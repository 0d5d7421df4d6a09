import { Wizard } from "@/components/wizard/wizard";
import { devLoginsEnabled } from "@/lib/env";

export const metadata = {
  title: "Apply for business funding",
  description: "One application, matched to 20+ Australian lenders. Takes less than 30 seconds to complete.",
};
export const dynamic = "force-dynamic";

export default function ApplicationPage() {
  return <Wizard demoMode={devLoginsEnabled()} />;
}
