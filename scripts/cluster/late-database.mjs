// Issue 40 item 5: an instance started while PostgreSQL is unreachable answered 500 on every path,
// for ever, and never exited. Expected: while the database is away the instance is live (/api/health
// 200), not ready (/api/ready 503, migrations 'unknown') and answers the API 503 with Retry-After;
// once the database is reachable it serves; and one whose database never comes exits non-zero after
// STARTUP_DEADLINE_SECONDS, for its supervisor to restart.
import net from "node:net";

/** A TCP gate in front of PostgreSQL: closed (nothing listens) until opened. */
function gate(port, target) {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on("error", () => undefined);
      s.on("close", () => sockets.delete(s));
    }
    socket.pipe(upstream).pipe(socket);
  });
  return {
    open: () => new Promise((r) => server.listen(port, "127.0.0.1", r)),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => (server.listening ? server.close(r) : r()));
    },
  };
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  child.kill("SIGTERM");
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve();
    }, 30_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function lateDatabase(ctx) {
  const { check, at, base, client, instance, until, DATABASE_URL } = ctx;
  const [gatePort, appPort, neverPort, neverAppPort] = [base + 10, base + 11, base + 12, base + 13];
  const target = new URL(DATABASE_URL);
  const viaGate = (port) => Object.assign(new URL(DATABASE_URL), { port: String(port) }).toString();
  const door = gate(gatePort, target);

  // 1. Starts with the database away, then it arrives.
  const late = instance(appPort, { DATABASE_URL: viaGate(gatePort), STARTUP_DEADLINE_SECONDS: "90" });
  try {
    await until(async () => (await fetch(`${at(appPort)}/api/health`)).ok, 120_000, "late instance live");
    const ready = await fetch(`${at(appPort)}/api/ready`);
    const readyBody = await ready.json();
    const api = await fetch(`${at(appPort)}/api/applications`, { headers: { cookie: client } });
    check(
      "database away at start-up: live, not ready (migrations 'unknown'), the API answers 503 with Retry-After",
      ready.status === 503 &&
        readyBody.database === "unreachable" &&
        readyBody.migrations === "unknown" &&
        api.status === 503 &&
        api.headers.get("retry-after") === "5",
      `ready ${ready.status} ${JSON.stringify(readyBody)}, /api/applications ${api.status} Retry-After ${api.headers.get("retry-after")}`,
    );
    const opened = Date.now();
    await door.open();
    let recovered = true;
    await until(async () => (await fetch(`${at(appPort)}/api/ready`)).ok, 60_000, "late instance ready").catch(
      () => (recovered = false),
    );
    const seconds = ((Date.now() - opened) / 1000).toFixed(1);
    const after = await fetch(`${at(appPort)}/api/applications`, { headers: { cookie: client } });
    check(
      "…and serves once the database is reachable, without a restart",
      recovered && after.status === 200 && late.exitCode === null,
      `ready ${seconds} s after the database became reachable; /api/applications ${after.status}`,
    );
  } finally {
    // The instance first (it drains and closes its pool), then the gate: closing the gate under a
    // running instance would only show its reaction to a lost database.
    await stop(late);
    await door.close();
  }

  // 2. Starts with a database that never comes: exits non-zero after its deadline.
  const started = Date.now();
  const never = instance(neverAppPort, { DATABASE_URL: viaGate(neverPort), STARTUP_DEADLINE_SECONDS: "5" });
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve("still running"), 90_000);
    never.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  if (code === "still running") never.kill("SIGKILL");
  check(
    "a database that never comes: the instance exits non-zero after STARTUP_DEADLINE_SECONDS (5 s)",
    typeof code === "number" && code !== 0,
    `exit code ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
