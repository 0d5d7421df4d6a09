import { signOutEverywhere } from "@/lib/auth";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Ends every session of the signed-in user, this one included. */
export const POST = handler({}, ({ user, ip }) => signOutEverywhere(user, ip));
