import { z } from "zod";
import { BROKER_STATUS_FILTERS } from "@/lib/applications/client";
import { singleLine } from "@/lib/validation/client";
import { DEFAULT_PIPELINE_QUERY, PIPELINE_OWNERS, PIPELINE_SORTS, type PipelineQuery } from "./pipeline-options";

export {
  DEFAULT_PIPELINE_QUERY,
  isFiltered,
  OWNER_FILTER_OPTIONS,
  OWNER_LABELS,
  PIPELINE_OWNERS,
  PIPELINE_SORTS,
  SORT_OPTIONS,
  type PipelineOwner,
  type PipelineQuery,
} from "./pipeline-options";

/**
 * The broker pipeline's filters (issue #36 item 4, ADR 080), as the portal's address carries them
 * (`/partner?status=processing&owner=client&q=acme&sort=oldest`): a GET form writes them, the page
 * reads them back through this schema, so a filtered pipeline is a link and needs no JavaScript.
 */
export const pipelineQuerySchema = z.object({
  q: singleLine()
    .max(100)
    .transform((v) => v.trim())
    .optional()
    .default(""),
  status: z
    .enum(BROKER_STATUS_FILTERS as [string, ...string[]])
    .optional()
    .default("all"),
  owner: z
    .enum(["all", ...PIPELINE_OWNERS])
    .optional()
    .default("all"),
  sort: z.enum(PIPELINE_SORTS).optional().default("newest"),
});

/** The query a page was asked for; a value the schema refuses (an old or edited link) falls back to its default. */
export function parsePipelineQuery(raw: Record<string, string | string[] | undefined>): PipelineQuery {
  const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
  const out = { ...DEFAULT_PIPELINE_QUERY };
  for (const key of ["q", "status", "owner", "sort"] as const) {
    const parsed = pipelineQuerySchema.shape[key].safeParse(one(raw[key]));
    if (parsed.success) (out as Record<string, string>)[key] = parsed.data as string;
  }
  return out;
}
