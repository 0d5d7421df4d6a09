import "server-only";
import { lodgePublicComplaint } from "./index";
import { publicComplaintSchema } from "./schema";

/** The /contact complaints form, as its route and its server action both take it (ADR 055). */
export const PUBLIC_COMPLAINT_FORM = {
  options: {
    body: publicComplaintSchema,
    bucket: "complaint",
    perAddressPerDay: 5,
    addressRefusal: "We have received several complaints from this e-mail address today. Please call us instead.",
    status: 201 as const,
  },
  fn: lodgePublicComplaint,
};
