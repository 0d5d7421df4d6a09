// The build's secret check (ADR 049), run by the Dockerfile and by `npm test` right after `next build`:
//   --source DIR       no .env file at the top of a Docker build context (.dockerignore keeps them out)
//   --standalone DIR   no .env file anywhere in the standalone output (outside node_modules)
// Exits 1 and names the files when it finds any.
import { envFilesIn } from "../lib/build/env-files";

const [mode, dir] = process.argv.slice(2);
if ((mode !== "--source" && mode !== "--standalone") || !dir) {
  console.error("Usage: check-env-files.ts --source DIR | --standalone DIR");
  process.exit(2);
}
const found = envFilesIn(dir, { recursive: mode === "--standalone" });
if (found.length) {
  console.error(
    `${mode === "--source" ? "Build context" : "Standalone output"} ${dir} holds ${found.join(", ")}: secrets would ship in the image. ` +
      "Keep .env files out (.dockerignore) and pass settings in the environment at run time.",
  );
  process.exit(1);
}
console.log(`${dir}: no .env file (${mode.slice(2)})`);
