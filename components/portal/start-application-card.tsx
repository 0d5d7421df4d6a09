import Link from "next/link";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { TitledCard } from "./titled-card";

/** What a portal list shows before there is anything in it: why, and the one way to begin. */
export function StartApplicationCard(props: { title: string; description: string; className?: string }) {
  return (
    <TitledCard {...props}>
      <CardContent>
        <Button asChild>
          <Link href="/application">Start New Application</Link>
        </Button>
      </CardContent>
    </TitledCard>
  );
}
