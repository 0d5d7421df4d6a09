import "server-only";
import { randomUUID } from "node:crypto";
import { afterCommit, type Prisma } from "@/lib/db";
import type { WebhookEvent } from "./events";

export const DELIVER_JOB = "webhooks.deliver";

type Tx = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

/** Each delivery's job, after the commit; a transaction without hints leaves them to the sweep. */
function hint(tx: Tx, ids: { id: string }[]) {
  for (const { id } of ids) {
    try {
      afterCommit(tx as Prisma.TransactionClient, { job: DELIVER_JOB, data: { deliveryId: id } });
    } catch {
      // Not a transaction() client: the rows are committed with the change; webhooks.sweep sends them.
      return;
    }
  }
}

const NEW_ID = `'whd_' || replace(gen_random_uuid()::text, '-', '')`;
const COLUMNS = `"id", "endpointId", "eventId", "event", "body", "nextAttemptAt", "createdAt"`;

/**
 * THE call other domains make where an application event happens (ADR 073), with their own
 * transaction client: one statement writes a delivery for each live endpoint of the referring
 * partner that chose the event, so the deliveries commit (or roll back) with the change. The body is
 * `{ id, type, created, data: { applicationId, applicationNumber, status, …extra } }`, read after the
 * change. Nothing for an application without a partner or a partner without endpoints.
 */
export async function emitPartnerEvent(
  tx: Tx,
  event: Exclude<WebhookEvent, "commission.paid">,
  applicationId: string,
  extra: Record<string, string | number | null> = {},
) {
  const eventId = `evt_${randomUUID().replace(/-/g, "")}`;
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO "WebhookDelivery" (${COLUMNS})
     SELECT ${NEW_ID}, e."id", $1, $2,
       jsonb_build_object('id', $1::text, 'type', $2::text, 'created', $3::text, 'data',
         jsonb_build_object('applicationId', a."id", 'applicationNumber', a."number", 'status', a."status"::text)
         || $4::jsonb)::text,
       now(), now()
     FROM "Application" a JOIN "WebhookEndpoint" e ON e."partnerId" = a."partnerId"
     WHERE a."id" = $5 AND e."disabledAt" IS NULL AND $2 = ANY(e."events")
     RETURNING "id"`,
    eventId,
    event,
    new Date().toISOString(),
    JSON.stringify(extra),
    applicationId,
  );
  hint(tx, rows);
  return rows.length;
}

/**
 * commission.paid, from a payout run marked paid: one event per partner in the run (their total and
 * number of lines, the run's reference and date), to each of their endpoints that chose it.
 */
export async function emitPayoutPaid(tx: Tx, payoutRunId: string) {
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO "WebhookDelivery" (${COLUMNS})
     SELECT ${NEW_ID}, e."id", 'evt_' || md5($1::text || s."partnerId"), 'commission.paid',
       jsonb_build_object('id', 'evt_' || md5($1::text || s."partnerId"), 'type', 'commission.paid', 'created', $2::text,
         'data', jsonb_build_object('payoutRunId', r."id", 'reference', r."reference",
           'paidOn', to_char(r."paidOn", 'YYYY-MM-DD'), 'amountCents', s."total", 'lines', s."lines"))::text,
       now(), now()
     FROM (SELECT "partnerId", sum(COALESCE("payableCents", "amountCents"))::int AS "total", count(*)::int AS "lines"
           FROM "Commission" WHERE "payoutRunId" = $3 AND "paid" GROUP BY "partnerId") s
     JOIN "PayoutRun" r ON r."id" = $3
     JOIN "WebhookEndpoint" e ON e."partnerId" = s."partnerId"
     WHERE e."disabledAt" IS NULL AND 'commission.paid' = ANY(e."events")
     RETURNING "id"`,
    randomUUID(),
    new Date().toISOString(),
    payoutRunId,
  );
  hint(tx, rows);
  return rows.length;
}

/** The one-line hooks the other domains call inside their transaction (`await onStatusChanged(tx, …)`). */
export const onStatusChanged = (tx: Tx, applicationId: string, from: string, to: string) =>
  emitPartnerEvent(tx, "application.status_changed", applicationId, { from, to });
export const onOfferReceived = (tx: Tx, offer: { id: string; applicationId: string }) =>
  emitPartnerEvent(tx, "offer.received", offer.applicationId, { offerId: offer.id });
export const onSettled = (tx: Tx, applicationId: string, s: { id: string; amountFunded: number }) =>
  emitPartnerEvent(tx, "application.settled", applicationId, { settlementId: s.id, amountFunded: s.amountFunded });
export const onPayoutPaid = (tx: Tx, payoutRunId: string) => emitPayoutPaid(tx, payoutRunId);
