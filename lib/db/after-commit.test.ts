import { afterEach, describe, expect, it } from "vitest";
import { afterCommit, dispatchHints, setCommitDispatcher, withHints, type CommitHint } from "./after-commit";

afterEach(() => setCommitDispatcher(null));

/** A stand-in for $transaction: runs the callback on a fresh client object, then "commits". */
const fakeTransaction =
  (log: string[]) =>
  async <T>(fn: (tx: never) => Promise<T>) => {
    const result = await fn({} as never);
    log.push("commit");
    return result;
  };

describe("after-commit hints", () => {
  it("collects the hints a transaction registers and hands them over only after it commits", async () => {
    const log: string[] = [];
    const { result, hints } = await withHints(fakeTransaction(log), async (tx) => {
      afterCommit(tx, { job: "mail.deliver", data: { outboxId: "a" } });
      afterCommit(tx, { job: "submissions.advance", data: { submissionId: "s" }, startAfterSeconds: 5 });
      log.push("work");
      return 42;
    });
    expect(result).toBe(42);
    expect(log).toEqual(["work", "commit"]);
    expect(hints.map((h) => h.job)).toEqual(["mail.deliver", "submissions.advance"]);
    const seen: CommitHint[] = [];
    setCommitDispatcher(async (h) => void seen.push(...h));
    expect(await dispatchHints(hints)).toBeNull();
    expect(seen).toEqual(hints);
  });

  it("a transaction that fails leaves no hints behind", async () => {
    const seen: CommitHint[] = [];
    setCommitDispatcher(async (h) => void seen.push(...h));
    await expect(
      withHints(fakeTransaction([]), async (tx) => {
        afterCommit(tx, { job: "mail.deliver", data: {} });
        throw new Error("constraint violated");
      }),
    ).rejects.toThrow("constraint violated");
    expect(seen).toEqual([]);
  });

  it("refuses a client that is not a tracked transaction's, and a failing dispatcher never throws", async () => {
    expect(() => afterCommit({} as never, { job: "mail.deliver", data: {} })).toThrow(/transaction\(\)/);
    setCommitDispatcher(async () => {
      throw new Error("queue down");
    });
    const failure = await dispatchHints([{ job: "mail.deliver", data: {} }]);
    expect(String(failure)).toMatch(/queue down/);
    setCommitDispatcher(null);
    expect(await dispatchHints([{ job: "mail.deliver", data: {} }])).toBeNull();
  });
});
