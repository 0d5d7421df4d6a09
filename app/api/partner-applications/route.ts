import { createPartnerApplication } from "@/lib/inquiries";
import { partnerApplicationSchema } from "@/lib/inquiries/schema";
import { publicFormPost } from "@/lib/http/public-form";

export const dynamic = "force-dynamic";

/** Partner program and mortgage broker applications, for staff to review. */
export const POST = publicFormPost(
  {
    body: partnerApplicationSchema,
    bucket: "partner-app",
    perAddressPerDay: 3,
    addressRefusal: "We have already received applications from this e-mail address today. Please try again tomorrow.",
    status: 201,
  },
  createPartnerApplication,
);
