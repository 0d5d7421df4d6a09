// The demo seed: median time to seed a fresh in-memory PGlite (it runs on every fresh embedded database start).
import { performance } from "node:perf_hooks";
import { connect } from "@/lib/db/connection";
import { runMigrations } from "@/lib/db/migrate";
import { seed } from "@/lib/db/seed";

process.env.DATA_DIR = "memory://";
const runs = Number(process.argv[2] ?? 3);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const c = await connect({ dataDir: "memory://" });
  await runMigrations(c.sql);
  const t = performance.now();
  await seed(c.prisma);
  times.push(performance.now() - t);
  await c.close();
}
times.sort((a, b) => a - b);
console.log(
  `seed (PGlite, in memory) over ${runs} runs: median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms`,
);
