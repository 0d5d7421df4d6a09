import { NEWSLETTER_FORM } from "@/lib/inquiries/forms";
import { publicFormPost } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Newsletter sign-up (double opt-in), limited per caller and per address (lib/inquiries/forms.ts). */
export const POST = publicFormPost(NEWSLETTER_FORM.options, NEWSLETTER_FORM.fn);
