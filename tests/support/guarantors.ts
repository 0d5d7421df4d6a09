/**
 * Shared setup for the guarantor-signing tests (tests/integration/guarantors-*.test.ts, ADR 067):
 * an application with two guarantors and an accepted offer, and the links and codes they are sent.
 */
import { expect } from "vitest";
import { POST as ACCEPT } from "@/app/api/offers/[id]/accept/route";
import { resetEnvForTests } from "@/lib/env";
import { isAppError } from "@/lib/http/errors";
import type { DemoUsers } from "./fixtures";
import { createOffer, offersApplication } from "./offers";
import { actAs, apiRequest, routeParams } from "./session";
import { prisma } from "./submissions";

export const IP = "203.0.113.77";

/** An application in offers with two guarantors on file, an accepted offer and the lender's contract issued. */
export async function withGuarantors(
  users: DemoUsers,
  opts: { driver?: "simulated" | "email"; provider?: string } = {},
) {
  const app = await offersApplication(users);
  const tag = app.number.toLowerCase().replace(/[^a-z0-9]/g, "");
  await prisma().applicationDirector.createMany({
    data: [
      {
        applicationId: app.id,
        position: 0,
        fullName: "Olivia Walker",
        email: `olivia.${tag}@guarantor.example`,
        guarantor: true,
      },
      {
        applicationId: app.id,
        position: 1,
        fullName: "Samuel James Walker",
        email: `sam.${tag}@guarantor.example`,
        mobile: "0412345678",
        guarantor: true,
      },
    ],
  });
  const offer = await createOffer({ applicationId: app.id });
  if (opts.driver === "email")
    await prisma().lenderSubmission.update({ where: { id: offer.submissionId }, data: { driver: "email" } });
  if (opts.provider) process.env.ESIGN_PROVIDER = opts.provider;
  resetEnvForTests();
  actAs(users.clientA);
  const res = await ACCEPT(
    apiRequest("POST", `/api/offers/${offer.id}/accept`, { confirmed: true }),
    routeParams({ id: offer.id }),
  );
  delete process.env.ESIGN_PROVIDER;
  resetEnvForTests();
  expect(res.status).toBe(200);
  const contract = await prisma().contract.findUniqueOrThrow({ where: { offerId: offer.id } });
  return { app, offer, contract, tag };
}

/** The token from the newest signing e-mail to this address. */
export async function linkFor(email: string) {
  const mail = await prisma().outboxEmail.findFirstOrThrow({
    where: { to: email, subject: { startsWith: "Sign your guarantee" } },
    orderBy: { createdAt: "desc" },
  });
  return /\/sign\/guarantee\/([\w-]+)/.exec(mail.text)![1]!;
}
export async function codeFor(email: string) {
  const mail = await prisma().outboxEmail.findFirstOrThrow({
    where: { to: email, subject: { startsWith: "Your signing code" } },
    orderBy: { createdAt: "desc" },
  });
  return /code is (\d{6})/.exec(mail.text)![1]!;
}
/** The AppError a refused call throws. */
export async function refusal(p: Promise<unknown>) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}
export const signed = (contractId: string) =>
  prisma().guarantorSigning.count({ where: { contractId, status: "signed" } });
export const guaranteeDocs = (applicationId: string) =>
  prisma().document.count({ where: { applicationId, documentType: "signed_guarantee" } });
