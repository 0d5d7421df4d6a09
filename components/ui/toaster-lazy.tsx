"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { onFirstToast } from "./toast-signal";

const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

/**
 * The app-wide toast region, loaded when the page raises its first toast rather than with the page
 * (issue 19: sonner is about 10 kB, and its chunk was one of the longest tasks after hydration). A
 * page shows a toast only after something happens; the toast raised before the region mounts is
 * shown when it does (sonner replays it to a late subscriber).
 */
export function LazyToaster() {
  const [shown, setShown] = useState(false);
  useEffect(() => onFirstToast(() => setShown(true)), []);
  return shown ? <Toaster /> : null;
}
