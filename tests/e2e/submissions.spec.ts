import { test } from "@playwright/test";
import { loginAs } from "./fixtures";
import {
  DECLINING_LENDER,
  expectDecline,
  expectOffer,
  OFFERING_LENDER,
  openForStaff,
  READY_APP,
  submitToLenders,
} from "./submission-steps";

// Issue 16 item 2: staff submit a ready application to two simulated lenders from the match list;
// one offers (with its terms), the other declines with its reason.
test("staff submit a ready file to two simulated lenders and see an offer and a decline with its reason", async ({
  page,
}) => {
  await loginAs(page, "staff");
  await openForStaff(page, READY_APP.applicationNumber);
  await submitToLenders(page, [OFFERING_LENDER, DECLINING_LENDER.name]);
  await expectOffer(page, OFFERING_LENDER);
  await expectDecline(page, DECLINING_LENDER.name, DECLINING_LENDER.reason);
});
