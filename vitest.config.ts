import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = {
  "@/": root,
  // `server-only` throws outside React's server build; tests run modules directly.
  "server-only": `${root}tests/support/server-only-stub.ts`,
};

const dbProject = (name: string, driver: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    env: { TEST_DB_DRIVER: driver },
    setupFiles: [`${root}tests/support/db-setup.ts`],
    // As long as a hook: a file's first test often seeds the demo data (seedDemo), whose contracts are
    // real PDFs (ADR 065), and a loaded machine runs two such files at once.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    // next-auth imports "next/server" without an extension; bundling it lets tests load it (and drive
    // its real handlers, tests/integration/auth-real-flows.test.ts).
    server: { deps: { inline: ["next-auth"] } },
    pool: "forks",
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
          // A timeout catches a hang, it measures no speed (those are benches). Some unit tests import
          // server modules cold or wait out a real server's timers (a request timeout that Node checks
          // every 2 s closes a trickling body after 2-4 s): on a loaded CI machine, past vitest's 5 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["components/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: [`${root}tests/support/components-setup.ts`],
          // user-event types character by character; on a busy machine a form test takes seconds.
          testTimeout: 20_000,
        },
      },
      dbProject("db-pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [dbProject("db-postgres", "postgres")] : []),
    ],
  },
});
