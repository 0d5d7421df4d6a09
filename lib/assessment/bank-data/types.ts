import type { BankAccount, BankTransaction, IsoDay } from "../types";

/**
 * An open-banking (CDR) intermediary: the owner is sent to its consent pages to connect their business
 * accounts, comes back to `returnUrl`, and we read accounts and 6-12 months of transactions with the
 * connection it reported. Real intermediaries (illion Open Data, Basiq, Frollo …) implement this
 * interface in their own file; the fake in ./fake.ts stands in for tests and local runs.
 */
export interface StartConnectionInput {
  applicationId: string;
  /** Where the intermediary sends the owner back to, with `connection` and `state` in the query. */
  returnUrl: string;
  /** Opaque anti-forgery value checked when the owner comes back. */
  state: string;
}

export interface StartedConnection {
  /** The intermediary's reference for this consent. */
  connectionId: string;
  /** Where the owner's browser goes next. */
  redirectUrl: string;
}

export interface TransactionWindow {
  from: IsoDay;
  to: IsoDay;
}

export interface BankDataProvider {
  /** Stored with every connection. */
  readonly id: string;
  /** How the owner is told who holds the connection. */
  readonly label: string;
  startConnection(input: StartConnectionInput): Promise<StartedConnection>;
  fetchAccounts(connectionId: string): Promise<BankAccount[]>;
  fetchTransactions(connectionId: string, accountId: string, window: TransactionWindow): Promise<BankTransaction[]>;
}

/** A provider that failed or timed out: the job queue retries, and nothing is decided meanwhile. */
export class BankDataUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = "BankDataUnavailableError";
  }
}
