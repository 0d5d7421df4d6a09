import { BROKER_STATUS_FILTERS } from "@/lib/applications/status-views";

/**
 * The broker pipeline's filter options and owner labels (ADR 080), without zod: the pipeline's form
 * (a client component) takes them, and the schema (pipeline-schema.ts) stays out of the portal's
 * JavaScript.
 */
export const PIPELINE_OWNERS = ["client", "partner", "staff", "lender", "guarantor", "nobody"] as const;
export type PipelineOwner = (typeof PIPELINE_OWNERS)[number];

/** Who owes the next action, as the pipeline's column and filter name them. */
export const OWNER_LABELS: Record<PipelineOwner, string> = {
  client: "The client",
  partner: "You",
  staff: "BizFund",
  lender: "A lender",
  guarantor: "A guarantor",
  nobody: "No one",
};

/** The "Waiting on" filter's options. */
export const OWNER_FILTER_OPTIONS: readonly { value: "all" | PipelineOwner; label: string }[] = [
  { value: "all", label: "Anyone" },
  { value: "client", label: "Waiting on the client" },
  { value: "partner", label: "Waiting on you" },
  { value: "staff", label: "Waiting on BizFund" },
  { value: "lender", label: "Waiting on a lender" },
  { value: "guarantor", label: "Waiting on a guarantor" },
  { value: "nobody", label: "Nothing to do" },
];

export const PIPELINE_SORTS = ["newest", "oldest"] as const;
export const SORT_OPTIONS: readonly { value: (typeof PIPELINE_SORTS)[number]; label: string }[] = [
  { value: "newest", label: "Last update, newest first" },
  { value: "oldest", label: "Last update, oldest first" },
];

export type PipelineQuery = {
  q: string;
  status: (typeof BROKER_STATUS_FILTERS)[number];
  owner: "all" | PipelineOwner;
  sort: (typeof PIPELINE_SORTS)[number];
};
export const DEFAULT_PIPELINE_QUERY: PipelineQuery = { q: "", status: "all", owner: "all", sort: "newest" };

/** Whether any filter is set (the empty state's hint). */
export const isFiltered = (q: PipelineQuery) => q.q !== "" || q.status !== "all" || q.owner !== "all";
