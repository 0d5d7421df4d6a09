import { createContactInquiry } from "@/lib/inquiries";
import { contactSchema } from "@/lib/inquiries/schema";
import { publicFormPost } from "@/lib/http/public-form";

export const dynamic = "force-dynamic";

/** The contact form: stored as an inquiry and e-mailed to support. */
export const POST = publicFormPost(
  {
    body: contactSchema,
    bucket: "contact",
    perAddressPerDay: 5,
    addressRefusal: "We have received several messages from this e-mail address today. Please try again tomorrow.",
    status: 201,
  },
  createContactInquiry,
);
