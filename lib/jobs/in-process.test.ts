import { describe, expect, it, vi } from "vitest";
import { inProcessRunner } from "./in-process";
import { backoffSeconds } from "./types";

const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe("the in-process job runner", () => {
  it("runs jobs in order, retries a failure with backoff, and gives up after its retry limit", async () => {
    const seen: string[] = [];
    let failures = 2;
    const runner = inProcessRunner(
      {
        flaky: {
          retryLimit: 3,
          retryDelaySeconds: 1,
          async run(d: { n: string }) {
            seen.push(d.n);
            if (d.n === "a" && failures-- > 0) throw new Error("smtp down");
          },
        },
        broken: {
          retryLimit: 1,
          retryDelaySeconds: 1,
          async run() {
            seen.push("broken");
            throw new Error("always");
          },
        },
      },
      { delayScale: 5 },
    );
    await runner.start();
    await runner.send("flaky", { n: "a" });
    await runner.send("flaky", { n: "b" });
    await runner.send("broken", {});
    await until(() => seen.filter((s) => s === "a").length === 3 && seen.filter((s) => s === "broken").length === 2);
    expect(seen.slice(0, 3)).toEqual(["a", "b", "broken"]);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.filter((s) => s === "broken")).toHaveLength(2);
    expect(await runner.depth()).toBe(0);
    await runner.stop();
  });

  it("runs recurring jobs on their interval and stops them", async () => {
    const run = vi.fn(async () => {});
    const runner = inProcessRunner({ tick: { everySeconds: 1, run } }, { delayScale: 10 });
    await runner.start();
    await until(() => run.mock.calls.length >= 2);
    await runner.stop();
    const calls = run.mock.calls.length;
    await new Promise((r) => setTimeout(r, 40));
    expect(run.mock.calls.length).toBe(calls);
  });

  it("stop() waits for the running job to finish", async () => {
    let finished = false;
    const runner = inProcessRunner({
      slow: {
        async run() {
          await new Promise((r) => setTimeout(r, 50));
          finished = true;
        },
      },
    });
    await runner.start();
    await runner.send("slow", {});
    await new Promise((r) => setTimeout(r, 5));
    await runner.stop();
    expect(finished).toBe(true);
  });

  it("refuses an unknown job, and backs off exponentially up to an hour", async () => {
    await expect(inProcessRunner({}).send("nope", {})).rejects.toThrow(/Unknown job/);
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20, 30)).toBe(3600);
  });

  it("holds a delayed job until its start time (counted as waiting), then runs it", async () => {
    const seen: string[] = [];
    const runner = inProcessRunner(
      {
        step: {
          async run(d: { n: string }) {
            seen.push(d.n);
          },
        },
      },
      { delayScale: 20 },
    );
    await runner.start();
    await runner.send("step", { n: "later" }, { startAfterSeconds: 5 });
    await runner.send("step", { n: "now" });
    await until(() => seen.includes("now"));
    expect(seen).toEqual(["now"]);
    expect(await runner.depth()).toBe(1);
    await until(() => seen.includes("later"));
    expect(await runner.depth()).toBe(0);
    await runner.stop();
  });
});
