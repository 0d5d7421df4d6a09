import nextEnv from "@next/env";
import { defineConfig } from "prisma/config";

// .env and .env.local as Next and our scripts read them, so Prisma's own tooling (where its engine
// is available) targets the same PostgreSQL as `npm run db:migrate`.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const url = process.env.DATABASE_URL;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  ...(url ? { datasource: { url } } : {}),
});
