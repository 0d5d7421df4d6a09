// A minimal SMTP server for the cluster smoke test: it accepts every message and records its subject,
// so the test can prove each outbox e-mail left exactly once.
import net from "node:net";

export async function startSmtpSink() {
  const messages = [];
  const server = net.createServer((socket) => {
    let data = false;
    let body = "";
    let buffer = "";
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
            const subject = /^Subject: (.*)$/im.exec(body)?.[1]?.trim() ?? "";
            messages.push({ subject, body });
            body = "";
            socket.write("250 OK queued\r\n");
          } else body += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 sink\r\n");
        else if (verb === "DATA") {
          data = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { port: server.address().port, messages, close: () => new Promise((r) => server.close(r)) };
}
