// Wizard submission: median server time of POST /api/applications (handler + database) on in-memory PGlite.
import { performance } from "node:perf_hooks";
import { connect } from "@/lib/db/connection";
import { runMigrations } from "@/lib/db/migrate";
import { setConnectionForTests } from "@/lib/db";
import { seed } from "@/lib/db/seed";
import { submitApplication } from "@/lib/applications/submit";
import { wizardSubmissionSchema } from "@/lib/applications/wizard-schema";
import { wizardAnswers } from "@/tests/support/wizard-answers";

process.env.DATA_DIR = "memory://";
const c = await connect({ dataDir: "memory://" });
await runMigrations(c.sql);
setConnectionForTests(c);
await seed(c.prisma);
const request = new Request("http://127.0.0.1:3000/api/applications", { method: "POST" });
const times: number[] = [];
for (let i = 0; i < 60; i++) {
  const submission = wizardSubmissionSchema.parse(
    wizardAnswers({
      companyName: "Bench Pty Ltd",
      abnNumber: undefined,
      industry: undefined,
      firstName: "Ben",
      lastName: "Ch",
      email: `bench${i}@example.com`,
    }),
  );
  const t = performance.now();
  await submitApplication({ submission, user: null, ip: `10.0.${i}.1`, request });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(
  `submission (PGlite, in memory) over ${times.length} runs: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms`,
);
await c.close();
