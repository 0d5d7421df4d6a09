import { devLoginRoute } from "@/lib/auth/dev-login";

export const dynamic = "force-dynamic";
export const GET = devLoginRoute("partner");
