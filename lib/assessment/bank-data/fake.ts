import { generateBankData, type BusinessProfile, BUSINESS_PROFILES } from "./fake-business";
import { BankDataUnavailableError, type BankDataProvider } from "./types";

/**
 * The built-in stand-in intermediary for tests, the demo and local runs. Consent is immediate: the
 * redirect goes straight back to `returnUrl`. The connection id carries the application id, so the
 * same file always shows the same business (profile and transactions seeded by it); an application id
 * ending in `--cafe`, `--exporter` or `--struggling` picks the profile (for demos and tests).
 * `endDate` pins "today" so tests are stable.
 */
export function fakeBankDataProvider(opts: { endDate?: string } = {}): BankDataProvider {
  const PREFIX = "fakecdr_";
  const dataFor = (connectionId: string) => {
    if (!connectionId.startsWith(PREFIX)) throw new BankDataUnavailableError("Unknown connection.", false);
    const applicationId = connectionId.slice(PREFIX.length);
    const suffix = applicationId.split("--").pop() as BusinessProfile;
    const profile = BUSINESS_PROFILES.includes(suffix) ? suffix : undefined;
    return generateBankData({ seed: applicationId, profile, endDate: opts.endDate, months: 12 });
  };
  return {
    id: "fake",
    label: "our demonstration bank-data service (simulated accounts)",
    async startConnection({ applicationId, returnUrl, state }) {
      const connectionId = `${PREFIX}${applicationId}`;
      const url = new URL(returnUrl);
      url.searchParams.set("connection", connectionId);
      url.searchParams.set("state", state);
      return { connectionId, redirectUrl: url.toString() };
    },
    async fetchAccounts(connectionId) {
      return dataFor(connectionId).accounts;
    },
    async fetchTransactions(connectionId, accountId, window) {
      const data = dataFor(connectionId);
      if (!data.accounts.some((a) => a.id === accountId))
        throw new BankDataUnavailableError("Unknown account for this connection.", false);
      return data.transactions.filter((t) => t.accountId === accountId && t.date >= window.from && t.date <= window.to);
    },
  };
}
