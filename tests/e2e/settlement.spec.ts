import { test } from "@playwright/test";
import { pageAs } from "./fixtures";
import {
  brokerSeesCommission,
  clientSeesSchedule,
  referredApplication,
  staffApproves,
  staffSettles,
} from "./settlement-steps";

// Issue 16 item 5: staff record the settlement of an approved application; the broker sees the
// upfront commission in the ledger and this month's statement; the client sees the repayment schedule.
test("staff settle an approved application; the broker is paid and the client sees the schedule", async ({
  browser,
}) => {
  const client = await pageAs(browser, "client");
  const partner = await pageAs(browser, "partner");
  const staff = await pageAs(browser, "staff");
  const target = await referredApplication(client, partner, ["offers_presentation", "lender_matching", "under_review"]);

  await staffApproves(staff, target.applicationNumber);
  await staffSettles(staff, target.applicationNumber);
  await brokerSeesCommission(partner, target.applicationNumber);
  await clientSeesSchedule(client, target.applicationNumber);
});
