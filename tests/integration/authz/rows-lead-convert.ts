// 'Convert to application' (issue #18 item 1, ADR 019): partners only, and only their own leads.
import { randomUUID } from "node:crypto";
import { BUNDLED_REGISTER } from "@/lib/abr/register-data";
import { loanAnswers } from "../../support/wizard-answers";
import { only, type AuthzRow } from "./types";

const conversion = () => ({
  ...loanAnswers,
  companyName: "Matrix Conversions",
  abnNumber: BUNDLED_REGISTER[1]!.abn,
  firstName: "Grace",
  lastName: "Lee",
  phone: "0400 123 456",
  clientAuthority: true,
  idempotencyKey: randomUUID(),
});

export const rows: AuthzRow[] = [
  {
    route: "leads/[id]/convert/route.ts",
    method: "POST",
    note: "invalid body",
    request: (c) => ({ path: `/api/leads/${c.leadId}/convert`, params: { id: c.leadId }, body: {} }),
    expect: only({ partnerA: 400, partnerB: 400 }, 403),
  },
  {
    route: "leads/[id]/convert/route.ts",
    method: "POST",
    note: "own lead (held: 201; lost or converted: 409) vs another partner's (404)",
    request: (c) => ({ path: `/api/leads/${c.leadId}/convert`, params: { id: c.leadId }, body: conversion() }),
    expect: only({ partnerA: [201, 409], partnerB: 404 }, 403),
  },
];
