import { subscribeNewsletter } from "@/lib/inquiries";
import { newsletterSchema } from "@/lib/inquiries/schema";
import { publicFormPost } from "@/lib/http/public-form";

export const dynamic = "force-dynamic";

/**
 * Newsletter sign-up (double opt-in). At most three confirmation e-mails a day reach one address,
 * however many callers ask for them.
 */
export const POST = publicFormPost(
  {
    body: newsletterSchema,
    bucket: "newsletter",
    perAddressPerDay: 3,
    addressRefusal:
      "We have already sent confirmation e-mails to this address today. Please check your inbox, or try again tomorrow.",
    status: 202,
  },
  (body) => subscribeNewsletter(body.email),
);
