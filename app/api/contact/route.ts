import { CONTACT_FORM } from "@/lib/inquiries/forms";
import { publicFormPost } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The contact form: stored as an inquiry and e-mailed to support (its form posts to the server action). */
export const POST = publicFormPost(CONTACT_FORM.options, CONTACT_FORM.fn);
