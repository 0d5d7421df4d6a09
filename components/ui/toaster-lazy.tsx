"use client";
import dynamic from "next/dynamic";

/**
 * The app-wide toast region, loaded after the page rather than with it (issue 19: sonner is about
 * 10 kB of every page's first load, and a page shows a toast only after someone acts). Toasts raised
 * before it mounts are shown when it does (sonner replays them to a late subscriber).
 */
export const LazyToaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });
