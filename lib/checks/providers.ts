import { fakeBureau, type CreditBureau } from "@/lib/credit";
import { fakeIdentityVerifier, fakePpsrService, fakeScreeningService } from "./fakes";
import type { IdentityVerifier, PpsrService, ScreeningService } from "./types";

/** The services the checks go to. Only the fakes exist until a provider is contracted (ADR 071). */
export interface CheckProviders {
  bureau: CreditBureau;
  identity: IdentityVerifier;
  screening: ScreeningService;
  ppsr: PpsrService;
}

const FAKES: CheckProviders = {
  bureau: fakeBureau,
  identity: fakeIdentityVerifier,
  screening: fakeScreeningService,
  ppsr: fakePpsrService,
};

let override: Partial<CheckProviders> | undefined;

/**
 * The configured services: the fakes by default. In production the fakes are refused unless
 * ALLOW_FAKE_CHECKS=1 (a demo), as the bank-data fake is: a real lender must never be shown a
 * simulated bureau file as evidence.
 */
export function checkProviders(settings: Record<string, string | undefined> = process.env): CheckProviders {
  if (settings.NODE_ENV === "production" && settings.ALLOW_FAKE_CHECKS !== "1" && !override)
    throw new Error("No bureau, identity or PPSR provider is configured (set ALLOW_FAKE_CHECKS=1 for a demo).");
  return { ...FAKES, ...override };
}

/** Tests swap a service (a failing one, a slow one). */
export function setCheckProvidersForTests(next: Partial<CheckProviders> | undefined) {
  override = next;
}
