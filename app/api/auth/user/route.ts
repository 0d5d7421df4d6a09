import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The current user: 401 when signed out, else exactly {id, role, firstName, lastName, email}. */
export const GET = handler({}, async ({ user }) => ({
  id: user.id,
  role: user.role,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
}));
