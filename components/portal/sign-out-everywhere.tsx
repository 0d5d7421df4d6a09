"use client";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { hardNavigate } from "@/lib/utils/navigate";

export function SignOutEverywhere() {
  return (
    <Button
      variant="destructive"
      onClick={async () => {
        const res = await fetch("/api/account/sign-out-everywhere", { method: "POST", credentials: "include" });
        if (!res.ok) return void toast.error("Error", { description: "Could not sign out everywhere." });
        hardNavigate("/signin");
      }}
    >
      Sign out everywhere
    </Button>
  );
}
