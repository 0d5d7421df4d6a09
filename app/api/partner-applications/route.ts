import { PARTNER_FORM } from "@/lib/inquiries/forms";
import { publicFormPost } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Partner program and mortgage broker applications, for staff to review. */
export const POST = publicFormPost(PARTNER_FORM.options, PARTNER_FORM.fn);
