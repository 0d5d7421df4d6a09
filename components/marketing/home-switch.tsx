"use client";
import dynamic from "next/dynamic";
import { useCurrentUser } from "@/components/site/current-user";

const HomeDashboard = dynamic(() => import("./home-dashboard").then((m) => m.HomeDashboard));

/** "/" is the landing page signed out and the home dashboard signed in (loaded only then). */
export function HomeSwitch({ children }: { children: React.ReactNode }) {
  const user = useCurrentUser();
  return user ? <HomeDashboard user={user} /> : <>{children}</>;
}
