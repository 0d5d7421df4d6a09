"use client";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

/**
 * The portals' details panel for one record: a title and a line under it, the record's sections, and
 * a footer with the panel's own buttons before Close. Open while `item` is set; closing calls onClose.
 */
export function DetailsSheet<T>({
  item,
  onClose,
  title,
  description,
  footer,
  className,
  children,
}: {
  item: T | null;
  onClose: () => void;
  title: (item: T) => React.ReactNode;
  description: (item: T) => React.ReactNode;
  footer?: (item: T) => React.ReactNode;
  className?: string;
  children: (item: T) => React.ReactNode;
}) {
  return (
    <Sheet open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className={className}>
        {item !== null ? (
          <>
            <SheetHeader>
              <SheetTitle>{title(item)}</SheetTitle>
              <SheetDescription>{description(item)}</SheetDescription>
            </SheetHeader>
            {children(item)}
            <div className="mt-auto flex flex-wrap gap-2">
              {footer?.(item)}
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </div>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
