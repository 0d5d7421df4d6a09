import net from "node:net";
import { describe, expect, it } from "vitest";
import { POST as UPLOAD } from "@/app/api/documents/upload/route";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs } from "../support/session";
import { guardedServer, type RouteHandler } from "./fuzz/server";

/**
 * Issue #39 item 12: a signed-in client's upload whose body stops arriving held its connection open
 * (Node's only limit was its 300 s request timeout). Through the production server's listener
 * (body idle timeout 1 s here, BODY_IDLE_TIMEOUT_SECONDS in production) it is answered 408 and closed.
 */
describe("a signed-in upload whose body stalls", () => {
  it("is answered 408 and its connection closed within the body idle timeout; nothing is stored", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const app = await prisma.application.findFirstOrThrow({ where: { clientId: users.clientA.id } });
    const documents = await prisma.document.count();
    actAs(users.clientA);
    const server = await guardedServer((path) => ({
      fn: path === "/api/documents/upload" ? (UPLOAD as RouteHandler) : undefined,
      params: {},
    }));
    try {
      const boundary = "----slowbody";
      const head = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="applicationId"',
        "",
        app.id,
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="statement.pdf"',
        "Content-Type: application/pdf",
        "",
        "%PDF-1.4\n",
      ].join("\r\n");
      const started = Date.now();
      const { response } = await new Promise<{ response: string }>((resolve) => {
        const socket = net.connect(server.port, "127.0.0.1");
        let response = "";
        socket.on("data", (c) => (response += c));
        socket.on("error", () => undefined);
        socket.on("close", () => resolve({ response }));
        socket.write(
          [
            "POST /api/documents/upload HTTP/1.1",
            "Host: 127.0.0.1:3000",
            "Origin: http://127.0.0.1:3000",
            "Sec-Fetch-Site: same-origin",
            `Content-Type: multipart/form-data; boundary=${boundary}`,
            "Content-Length: 500000",
            "",
            head,
          ].join("\r\n"),
        );
        // …and then nothing more.
      });
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect(response).toContain("The request body stopped arriving.");
      expect(Date.now() - started).toBeLessThan(5000);
      expect(server.lines).toContainEqual(
        expect.objectContaining({ msg: "request body timed out", route: "/api/documents/upload" }),
      );
      expect(await prisma.document.count()).toBe(documents);
    } finally {
      await server.close();
    }
  });
});
