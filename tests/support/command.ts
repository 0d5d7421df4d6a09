import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { testDatabase } from "./fixtures";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** What one run of a command printed, and how it ended ("exit 0", "exit 1", "killed (SIGTERM)"). */
export interface CommandRun {
  outcome: string;
  stdout: string;
  stderr: string;
}

/**
 * The environment that points a command-line script at this test's database: on PostgreSQL through
 * DIRECT_DATABASE_URL, which scripts take over DATABASE_URL (a pooler's URL; here nothing listens
 * there); on PGlite the embedded database in `dataDir`. `dataDir` also holds what the command stores
 * (uploads), whichever the database.
 */
export function commandEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const db = testDatabase();
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, DATA_DIR: dataDir };
  if (db.driver === "postgres")
    return {
      ...env,
      DIRECT_DATABASE_URL: db.connection.pool!.options.connectionString,
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/pooled",
    };
  return { ...env, DATABASE_URL: "", DIRECT_DATABASE_URL: "" };
}

/**
 * Runs `npm run <script> -- …args` as an operator would (so the script's own flags are what is
 * tested) and always resolves: a crash becomes a failed assertion that shows the child's output
 * (`commandReport`), not a rejected promise whose stack frames the test reporter would try to map.
 */
export function runNpmScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", script, "--", ...args],
      { cwd: root, env, timeout: 150_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const failure = error as (Error & { code?: number | string; signal?: string; killed?: boolean }) | null;
        const outcome = !failure
          ? "exit 0"
          : failure.killed
            ? `killed (${failure.signal ?? "timeout"})`
            : `exit ${failure.code ?? "?"}${failure.signal ? ` (${failure.signal})` : ""}`;
        resolve({ outcome, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

// The child's output as plain text: the last lines, each cut short and prefixed, so nothing in it
// reads as a stack frame.
const plain = (text: string) =>
  text
    .split("\n")
    .slice(-40)
    .map((line) => `| ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`)
    .join("\n");

/** An assertion message: how the command ended and what it printed. */
export const commandReport = (name: string, run: CommandRun) =>
  `${name}: ${run.outcome}\nstdout:\n${plain(run.stdout)}\nstderr:\n${plain(run.stderr)}`;
