import "server-only";
import type { SessionUser } from "@/lib/auth";
import { isAppError } from "@/lib/http/client";
import { parseRecordId } from "@/lib/validation/client";
import { applicationDetail } from "./queries";

/**
 * What a portal's details sheet shows for one application, as plain data for a client component.
 * The pages load it on the server for the sheet that is open (?application=<id>). An id the viewer
 * may not read shows as no details rather than an error page: the sheet only opens for listed rows.
 */
export async function applicationDetailView(user: SessionUser, id: string | undefined) {
  // Not an id at all (a NUL, an overlong value): no details, and no query.
  if (id === undefined || !parseRecordId(id)) return null;
  try {
    const d = await applicationDetail(user, id);
    return {
      id: d.id,
      timeline: d.timeline.map((t) => ({ at: t.at.toISOString(), text: t.text })),
      quotes: d.quotes.map((q) => ({
        lender: q.lender,
        rateBps: q.rateBps,
        monthlyRepaymentCents: q.monthlyRepaymentCents,
        establishmentFeeCents: q.establishmentFeeCents,
      })),
      documents: d.documents.map((doc) => ({
        id: doc.id,
        fileName: doc.fileName,
        documentType: doc.documentType,
        status: doc.status,
      })),
    };
  } catch (e) {
    if (isAppError(e) && e.code === "not_found") return null;
    throw e;
  }
}
export type ApplicationDetailView = NonNullable<Awaited<ReturnType<typeof applicationDetailView>>>;

/** The ?application= parameter of a portal page, if there is exactly one and it is an id. */
export function openApplicationParam(params: Record<string, string | string[] | undefined>): string | undefined {
  return parseRecordId(params.application);
}
