// A minimal SMTP server for the cluster smoke test: it accepts every message and records its subject,
// Message-ID and arrival time, so the checks can prove each outbox e-mail left (exactly once, or again
// under the same Message-ID after a crash). `delayMs` holds each reply to DATA that long (a slower
// server, so a kill lands while messages are in flight).
import net from "node:net";

export async function startSmtpSink() {
  const messages = [];
  const sink = { port: 0, messages, delayMs: 0, close: () => new Promise((r) => server.close(r)) };
  const server = net.createServer((socket) => {
    let data = false;
    let body = "";
    let buffer = "";
    let pending = Promise.resolve();
    const accept = (text) => {
      const header = (name) =>
        new RegExp(`^${name}: *(.*)$`, "im").exec(text.split("\n\n")[0] ?? "")?.[1]?.trim() ?? "";
      messages.push({ subject: header("Subject"), messageId: header("Message-ID"), body: text, at: Date.now() });
    };
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let i;
      while ((i = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data) {
          if (line === ".") {
            data = false;
            const text = body;
            body = "";
            // Replies stay in order even when one is held back.
            pending = pending.then(async () => {
              if (sink.delayMs) await new Promise((r) => setTimeout(r, sink.delayMs));
              if (socket.destroyed) return;
              accept(text);
              socket.write("250 OK queued\r\n");
            });
          } else body += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const reply = (text) => (pending = pending.then(() => void (socket.destroyed || socket.write(text))));
        if (verb === "EHLO" || verb === "HELO") reply("250 sink\r\n");
        else if (verb === "DATA") {
          data = true;
          reply("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          pending = pending.then(() => socket.end("221 bye\r\n"));
        } else reply("250 OK\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  sink.port = server.address().port;
  return sink;
}
