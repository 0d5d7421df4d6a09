// `npm run db:seed`: migrate, then load the demo data (users for every role, the lender panel,
// applications, documents, messages, leads, commissions). Refuses a database that already has users
// unless --force is given... which still never deletes anything: it only adds what is missing.
import { runMigrations } from "../lib/db/migrate";
import { seed } from "../lib/db/seed";
import { connectConfigured } from "./script-db";

const c = await connectConfigured();
try {
  await runMigrations(c.sql);
  const users = await c.prisma.user.count();
  if (users > 0 && !process.argv.includes("--force")) {
    console.log(`The database already has ${users} users; not seeding (use --force to add the demo data anyway).`);
  } else {
    const summary = await seed(c.prisma);
    console.log("Seeded:", summary);
  }
} finally {
  await c.close();
}
