import { handleDirectUpload } from "@/lib/documents";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** UploadThing's route config for the browser helpers (404 unless UploadThing stores documents). */
export const GET = handler({ auth: false }, ({ user, request }) => handleDirectUpload(user, request));

/** Starts a direct upload (signed-in, allowed to upload) or receives UploadThing's signed callback. */
export const POST = handler({ auth: false }, ({ user, request }) => handleDirectUpload(user, request));
