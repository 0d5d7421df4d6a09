import { devLoginRoute } from "@/lib/auth";

export const dynamic = "force-dynamic";
export const GET = devLoginRoute("client");
