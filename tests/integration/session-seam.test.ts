import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/auth/user/route";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";

describe("GET /api/auth/user", () => {
  it("answers 401 signed out, the five fields signed in, and refuses a revoked session", async () => {
    const users = await seedDemo();
    actAs(null);
    expect((await GET(apiRequest("GET", "/api/auth/user"))).status).toBe(401);

    actAs(users.clientA);
    const res = await GET(apiRequest("GET", "/api/auth/user"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["email", "firstName", "id", "lastName", "role"]);
    expect(body).toMatchObject({ id: users.clientA.id, role: "client", email: "client@bizfund.example" });

    // Sign out everywhere bumps the session version: the old session claims no longer work.
    await testDatabase().connection.prisma.user.update({
      where: { id: users.clientA.id },
      data: { sessionVersion: { increment: 1 } },
    });
    expect((await GET(apiRequest("GET", "/api/auth/user"))).status).toBe(401);
  });
});
