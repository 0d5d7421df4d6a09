import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A card with an h3 title, an optional line under it, and its body below. */
export function TitledCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  className?: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {children}
    </Card>
  );
}
