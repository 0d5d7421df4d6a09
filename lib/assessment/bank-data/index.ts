import { fakeBankDataProvider } from "./fake";
import { configuredBankDataProvider } from "./provider-name";
import type { BankDataProvider } from "./types";

export { fakeBankDataProvider } from "./fake";
export { generateBankData, BUSINESS_PROFILES, type BusinessProfile, type GeneratedBankData } from "./fake-business";
export { configuredBankDataProvider, BANK_DATA_PROVIDERS, type BankDataProviderName } from "./provider-name";
export {
  BankDataUnavailableError,
  type BankDataProvider,
  type StartConnectionInput,
  type StartedConnection,
  type TransactionWindow,
} from "./types";

let provider: BankDataProvider | undefined;

/**
 * The configured intermediary (BANK_DATA_PROVIDER; the fake by default outside production). Read
 * from process.env here rather than lib/env.ts while the variable is new; the ADR says where it goes.
 */
export function bankDataProvider(settings: Record<string, string | undefined> = process.env): BankDataProvider {
  if (provider) return provider;
  switch (configuredBankDataProvider(settings)) {
    case "fake":
      provider = fakeBankDataProvider();
      return provider;
  }
}

/** Tests swap the provider (a failing one, a fixed clock). */
export function setBankDataProviderForTests(next: BankDataProvider | undefined) {
  provider = next;
}
