import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils/cn";

/** One dashboard figure: the label above, the value below (the summary rows of all three portals). */
export function StatCard({ label, value, large = false }: { label: string; value: React.ReactNode; large?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>{label}</CardDescription>
        <CardTitle as="p" className={cn(large && "text-2xl")}>
          {value}
        </CardTitle>
      </CardHeader>
    </Card>
  );
}
