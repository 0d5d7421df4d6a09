/** The open-banking intermediaries bank data can come from (BANK_DATA_PROVIDER). */
export const BANK_DATA_PROVIDERS = ["fake"] as const;
export type BankDataProviderName = (typeof BANK_DATA_PROVIDERS)[number];

/**
 * Which intermediary connects bank accounts: BANK_DATA_PROVIDER, else the fake. Production must name
 * a real one once contracted (the fake's data is invented), so it refuses the fake there. Pure, like
 * the storage driver's choice, so it can be tested and read by the health page.
 */
export function configuredBankDataProvider(settings: {
  BANK_DATA_PROVIDER?: string | undefined;
  NODE_ENV?: string | undefined;
  ALLOW_FAKE_BANK_DATA?: string | undefined;
}): BankDataProviderName {
  const name = settings.BANK_DATA_PROVIDER || "fake";
  if (!(BANK_DATA_PROVIDERS as readonly string[]).includes(name))
    throw new Error(`Bank-data provider ${name} is not configured (known: ${BANK_DATA_PROVIDERS.join(", ")}).`);
  if (name === "fake" && settings.NODE_ENV === "production" && settings.ALLOW_FAKE_BANK_DATA !== "1")
    throw new Error(
      "BANK_DATA_PROVIDER is the fake in production: set a real provider, or ALLOW_FAKE_BANK_DATA=1 for a demo.",
    );
  return name as BankDataProviderName;
}
