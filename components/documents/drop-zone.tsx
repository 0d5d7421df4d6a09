"use client";
import { useState } from "react";
import { cn } from "@/lib/utils/cn";

/** A drop target: highlighted while a file is dragged over it; dropped files go to `onFiles`. */
export function DropZone({
  onFiles,
  className,
  children,
}: {
  onFiles: (files: FileList) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFiles(e.dataTransfer.files);
      }}
      className={cn("border-2 border-dashed", over ? "border-primary bg-muted" : "border-border", className)}
    >
      {children}
    </div>
  );
}
