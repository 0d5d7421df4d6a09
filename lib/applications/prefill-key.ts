/** Where a prefill for the wizard waits in session storage (free of zod: the wizard checks it on load). */
export const WIZARD_PREFILL_KEY = "bizfund.wizard.prefill";
