import { AppError } from "@/lib/http/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * Any /api address no route answers: the API's own 404, JSON from the one error table like every
 * other API error, instead of the site's HTML "Page Not Found" page. Every named route is more
 * specific than this one, so it never shadows them.
 */
const notFound = handler({ auth: false }, async () => {
  throw new AppError("not_found");
});

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
