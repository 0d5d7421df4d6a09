import type { Prisma } from "./generated/client";

/**
 * The transactional outbox's second half (issue 40 item 2, ADR 021). A change writes what it causes
 * (notifications, outbox e-mails, the rows a job works from) with its own transaction client, so they
 * commit or roll back together; what should then run soon is a hint, registered on that client and
 * handed to the dispatcher only after the commit. A hint may be lost (a crash right after the
 * commit, a dispatcher that fails): the recurring sweeps find the committed rows and do the work, so
 * nothing depends on it. lib/background wires the dispatcher to the job runner; this module knows no job.
 */
export interface CommitHint {
  /** A job name, defined by the domain that registers the hint (e.g. "mail.deliver"). */
  job: string;
  data: unknown;
  startAfterSeconds?: number;
}

type Dispatcher = (hints: CommitHint[]) => Promise<void>;
type TxClient = Prisma.TransactionClient;

// On globalThis: instrumentation.ts and the route bundles may load this module separately.
const globalRef = globalThis as unknown as {
  __bizfundCommitDispatcher?: Dispatcher;
  __bizfundCommitHints?: WeakMap<object, CommitHint[]>;
};
const pending = (globalRef.__bizfundCommitHints ??= new WeakMap());

/** The job runner's side: where hints go after a commit (null: nowhere; the sweeps do the work). */
export function setCommitDispatcher(dispatcher: Dispatcher | null) {
  globalRef.__bizfundCommitDispatcher = dispatcher ?? undefined;
}

/**
 * Run this once the transaction has committed. Only for a client made by `transaction()` (lib/db):
 * with any other, the hint could never be dispatched, so it throws instead of silently waiting for a sweep.
 */
export function afterCommit(tx: TxClient, hint: CommitHint) {
  const hints = pending.get(tx);
  if (!hints) throw new Error("afterCommit needs the client of a transaction() from lib/db");
  hints.push(hint);
}

/** `fn` inside a transaction whose hints are tracked; `run` is the client's `$transaction`. */
export async function withHints<T>(
  run: (fn: (tx: TxClient) => Promise<T>) => Promise<T>,
  fn: (tx: TxClient) => Promise<T>,
): Promise<{ result: T; hints: CommitHint[] }> {
  let hints: CommitHint[] = [];
  const result = await run(async (tx) => {
    hints = [];
    pending.set(tx, hints);
    return fn(tx);
  });
  return { result, hints };
}

/**
 * Hand committed hints to the dispatcher. Never throws: the change has committed, and a failure here
 * must not turn it into an error for the caller (the sweeps will do the work). Returns the failure, if any.
 */
export async function dispatchHints(hints: CommitHint[]): Promise<unknown> {
  const dispatcher = globalRef.__bizfundCommitDispatcher;
  if (!dispatcher || hints.length === 0) return null;
  try {
    await dispatcher(hints);
    return null;
  } catch (error) {
    return error ?? new Error("dispatch failed");
  }
}
