import { describe, expect, it } from "vitest";
import { mergeStatusTargets, timeInStatus } from "@/lib/applications/status-targets";
import { pathTo, STATUS_PLAN } from "./plan";
import { isOpen, OVERDUE, timelineFor } from "./timeline";

const now = new Date("2026-11-22T00:00:00Z");
const startedAt = new Date("2026-03-01T00:00:00Z");
const targets = mergeStatusTargets([]);

describe("the seed's timeline", () => {
  it("puts every open plan row inside its status target, except the OVERDUE rows, which are past it", () => {
    STATUS_PLAN.forEach((status, i) => {
      if (!isOpen(status)) return;
      const t = timelineFor(i, pathTo(status), startedAt, now);
      const time = timeInStatus(status, t.statusChangedAt, targets, now);
      expect(time.overdue, `row ${i} (${status})`).toBe(OVERDUE.has(i));
      expect(time.hoursInStatus).toBeGreaterThan(0);
    });
    for (const i of OVERDUE.keys()) expect(isOpen(STATUS_PLAN[i]!), `OVERDUE row ${i} is open`).toBe(true);
  });

  it("dates the steps oldest first, the first at submission and the last at the status change, never after now", () => {
    STATUS_PLAN.forEach((status, i) => {
      const t = timelineFor(i, pathTo(status), startedAt, now);
      const ms = t.times.map((d) => d.getTime());
      expect(ms).toEqual([...ms].sort((a, b) => a - b));
      if (ms.length) expect([t.createdAt.getTime(), t.statusChangedAt.getTime()]).toEqual([ms[0], ms.at(-1)]);
      expect(t.statusChangedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    });
  });

  it("keeps closed files and drafts on the older plan's dates", () => {
    const settled = timelineFor(5, pathTo("settled"), startedAt, now);
    expect(settled.createdAt).toEqual(startedAt);
    expect(settled.times).toHaveLength(6);
    expect(timelineFor(16, [], startedAt, now)).toEqual({
      times: [],
      createdAt: startedAt,
      statusChangedAt: startedAt,
    });
  });
});
