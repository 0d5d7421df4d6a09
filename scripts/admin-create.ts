// `npm run admin:create -- --email you@example.com [--first-name Ada] [--last-name Nguyen] [--lenders FILE]`
// First-run setup of the configured database (PostgreSQL or the embedded one), with no demo data:
// migrates it, creates the first admin and prints a one-time link (60 minutes) to choose the
// password, and imports a lender panel from a JSON or CSV file (deploy/lenders.sample.csv shows the
// columns). Audited; safe to run again. ADMIN_EMAIL may stand for --email. The embedded database
// belongs to one process: stop the server first. See lib/admin/setup.ts and ADR 049.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseLenderFile, type LenderImport } from "../lib/admin/lender-file";
import { createFirstAdmin, importLenderPanel, SETUP_LINK_TTL_MINUTES } from "../lib/admin/setup";
import { runMigrations } from "../lib/db/migrate";
import { connectConfigured, describeTarget } from "./script-db";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
    lenders: { type: "string" },
  },
});
const email = values.email ?? process.env.ADMIN_EMAIL;
if (!email) {
  console.error(
    "Usage: npm run admin:create -- --email you@example.com [--first-name A] [--last-name B] [--lenders FILE]",
  );
  process.exit(2);
}
// The link goes to the public site; a local run without APP_URL is served at 127.0.0.1:$PORT (npm start).
const appUrl = process.env.APP_URL || `http://127.0.0.1:${process.env.PORT ?? "3000"}`;
// Read and check the panel before touching the database: a bad file changes nothing.
let lenders: LenderImport[] = [];
try {
  if (values.lenders) lenders = parseLenderFile(readFileSync(values.lenders, "utf8"), values.lenders);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const c = await connectConfigured();
try {
  await runMigrations(c.sql);
  const admin = await createFirstAdmin(c.prisma, {
    email,
    firstName: values["first-name"],
    lastName: values["last-name"],
    appUrl,
  });
  console.log(`${admin.created ? "Created" : "Found"} the admin ${email.toLowerCase()} in ${describeTarget()}.`);
  if (admin.link)
    console.log(
      `Open this link within ${SETUP_LINK_TTL_MINUTES} minutes to choose the password (it works once; the second factor is set up at the first sign-in):\n${admin.link}`,
    );
  else console.log("The admin has a password already: no link issued (use “Forgot password” on /signin).");
  if (lenders.length) {
    const panel = await importLenderPanel(c.prisma, lenders, path.basename(values.lenders!));
    console.log(
      `Lender panel from ${values.lenders}: ${panel.created.length} created, ${panel.updated.length} updated, ${panel.unchanged.length} unchanged.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await c.close();
}
