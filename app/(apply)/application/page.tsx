import { Wizard } from "@/components/wizard/wizard";
import { WIZARD_METADATA } from "./wizard-metadata";

export const metadata = WIZARD_METADATA;

/**
 * The wizard for a visitor with nothing to restore, prerendered like the marketing pages (ADR 037).
 * A browser with a draft cookie or a session is answered by ./continue instead (proxy.ts rewrites
 * /application there: lib/applications/wizard-route.ts).
 */
export default function ApplicationPage() {
  // No draft to restore, but the wizard saves one from the first answer on (ADR 014).
  return <Wizard draft={null} />;
}
