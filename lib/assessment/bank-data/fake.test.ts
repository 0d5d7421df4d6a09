import { describe, expect, it } from "vitest";
import { configuredBankDataProvider } from "./provider-name";
import { fakeBankDataProvider } from "./fake";
import { generateBankData } from "./fake-business";
import { BankDataUnavailableError } from "./types";
import { bankDataProvider, setBankDataProviderForTests } from "./index";

const provider = fakeBankDataProvider({ endDate: "2026-10-31" });
const window = { from: "2025-11-01", to: "2026-10-31" };

describe("the fake open-banking intermediary", () => {
  it("sends the owner straight back with the connection and the state", async () => {
    const started = await provider.startConnection({
      applicationId: "app_123",
      returnUrl: "https://bizfund.example/api/bank-data/callback?x=1",
      state: "s-abc",
    });
    expect(started.connectionId).toBe("fakecdr_app_123");
    const url = new URL(started.redirectUrl);
    expect(url.origin + url.pathname).toBe("https://bizfund.example/api/bank-data/callback");
    expect(Object.fromEntries(url.searchParams)).toEqual({ x: "1", connection: "fakecdr_app_123", state: "s-abc" });
  });

  it("returns the same business for the same application, and another for another", async () => {
    const [a] = await provider.fetchAccounts("fakecdr_app_123");
    const [again] = await provider.fetchAccounts("fakecdr_app_123");
    expect(again).toEqual(a);
    expect(a).toMatchObject({ currency: "AUD", maskedNumber: expect.stringMatching(/^••\d{4}$/) });
    const one = await provider.fetchTransactions("fakecdr_app_123", a!.id, window);
    const two = await provider.fetchTransactions("fakecdr_app_123", a!.id, window);
    expect(two).toEqual(one);
    const [b] = await provider.fetchAccounts("fakecdr_app_456");
    const other = await provider.fetchTransactions("fakecdr_app_456", b!.id, window);
    expect(other.slice(0, 5)).not.toEqual(one.slice(0, 5));
  });

  it("gives 12 months of transactions with running balances, inside the window asked for", async () => {
    const [account] = await provider.fetchAccounts("fakecdr_demo--cafe");
    const all = await provider.fetchTransactions("fakecdr_demo--cafe", account!.id, window);
    expect(all[0]!.date).toBe("2025-11-01");
    expect(all.at(-1)!.date).toBe("2026-10-31");
    for (let i = 1; i < all.length; i++)
      expect(all[i]!.balanceCents).toBe(all[i - 1]!.balanceCents! + all[i]!.amountCents);
    const october = await provider.fetchTransactions("fakecdr_demo--cafe", account!.id, {
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(october.length).toBeGreaterThan(60);
    expect(october.every((t) => t.date >= "2026-10-01")).toBe(true);
  });

  it("looks like an Australian café: card takings daily, wages weekly, rent, BAS, a PROSPA loan", () => {
    const { transactions } = generateBankData({ seed: "s", profile: "cafe", endDate: "2026-10-31" });
    const count = (re: RegExp) => transactions.filter((t) => re.test(t.description)).length;
    expect(count(/^TYRO SETTLEMENT/)).toBe(365);
    expect(count(/^PAYROLL WAGES/)).toBeGreaterThanOrEqual(52);
    expect(count(/^RENT /)).toBe(12);
    expect(count(/^ATO BPAY BAS/)).toBe(4);
    const weekdays = new Set(transactions.map((t) => t.date).filter((d) => ![0, 6].includes(new Date(d).getUTCDay())));
    expect(count(/^PROSPA/)).toBe(weekdays.size);
  });

  it("refuses a connection it did not make, without a retry", async () => {
    await expect(provider.fetchAccounts("someone-else")).rejects.toBeInstanceOf(BankDataUnavailableError);
    await expect(provider.fetchAccounts("someone-else")).rejects.toMatchObject({ retryable: false });
    await expect(provider.fetchTransactions("fakecdr_x", "acc-0000", window)).rejects.toMatchObject({
      retryable: false,
    });
  });
});

describe("choosing the intermediary", () => {
  it("is the fake by default, refuses an unknown name, and refuses the fake in production", () => {
    expect(configuredBankDataProvider({})).toBe("fake");
    expect(() => configuredBankDataProvider({ BANK_DATA_PROVIDER: "basiq" })).toThrow(
      /Bank-data provider basiq is not configured/,
    );
    expect(() => configuredBankDataProvider({ NODE_ENV: "production" })).toThrow(/fake in production/);
    expect(configuredBankDataProvider({ NODE_ENV: "production", ALLOW_FAKE_BANK_DATA: "1" })).toBe("fake");
  });

  it("builds the configured provider once, and tests can swap it", () => {
    setBankDataProviderForTests(undefined);
    const first = bankDataProvider({});
    expect(first.id).toBe("fake");
    expect(bankDataProvider({})).toBe(first);
    const stub = { ...first, id: "stub" };
    setBankDataProviderForTests(stub);
    expect(bankDataProvider({})).toBe(stub);
    setBankDataProviderForTests(undefined);
  });
});
