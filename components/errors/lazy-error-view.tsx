"use client";
import dynamic from "next/dynamic";

/**
 * ErrorView for the app's error boundaries, loaded when a page fails rather than with every page
 * (it brings the Button and its class merging).
 */
export const LazyErrorView = dynamic(() => import("./error-view").then((m) => m.ErrorView));
