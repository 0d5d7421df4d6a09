import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { signedContractPdf, type SignatureEvidence } from "./pdf";

/**
 * E-signature adapters (issue 16 item 4; issue #34 item 4, ADR 067), keyed by Contract.provider.
 * The built-in `click` provider signs in our portal: the client types their name and ticks the
 * consent, and each guarantor signs from their own e-mailed link. An envelope provider (DocuSign
 * style) creates one envelope with every signer in `send` and reports each signature through its
 * webhook (app/api/esign/webhook), verified by an HMAC-SHA256 of the body (verifyWebhookSignature),
 * which records it with the same checks (lib/contracts/envelope.ts).
 */
export interface EnvelopeSigner {
  name: string;
  email: string;
  role: "borrower" | "guarantor";
}

export interface ContractToSend {
  contractId: string;
  applicationId: string;
  pdf: Buffer;
  signer: { name: string; email: string };
  /** The directors and guarantors, each of whom signs the guarantee. */
  guarantors?: { name: string; email: string }[];
}

export interface ESignProvider {
  readonly name: string;
  /** True when the signer signs in our portal (the sign route); false for a provider's own signing page. */
  readonly signsInPortal: boolean;
  /** The contract is ready: an external provider sends it out and returns its envelope reference. */
  send(contract: ContractToSend): Promise<{ reference: string | null }>;
  /** The signed document to store: the contract with the signature evidence. */
  signedDocument(contract: Buffer, evidence: SignatureEvidence): Promise<Buffer>;
}

export const clickToSign: ESignProvider = {
  name: "click",
  signsInPortal: true,
  async send() {
    return { reference: null };
  },
  signedDocument: signedContractPdf,
};

/** The envelopes the fake provider was asked to send (tests read them). */
export const fakeEnvelopes: { reference: string; contractId: string; signers: EnvelopeSigner[] }[] = [];

/** A DocuSign-style envelope provider, faked: it keeps the envelope; tests post its webhook events. */
export const fakeEnvelopeProvider: ESignProvider = {
  name: "fake-envelope",
  signsInPortal: false,
  async send(contract) {
    const reference = `env_${randomUUID()}`;
    const signers: EnvelopeSigner[] = [
      { ...contract.signer, role: "borrower" },
      ...(contract.guarantors ?? []).map((g) => ({ ...g, role: "guarantor" as const })),
    ];
    fakeEnvelopes.push({ reference, contractId: contract.contractId, signers });
    return { reference };
  },
  signedDocument: signedContractPdf,
};

const PROVIDERS: Record<string, ESignProvider> = {
  [clickToSign.name]: clickToSign,
  [fakeEnvelopeProvider.name]: fakeEnvelopeProvider,
};

/** The provider new contracts use (ESIGN_PROVIDER, default click). */
export const defaultEsignProvider = () => env().ESIGN_PROVIDER;
/** The built-in provider's name (click-to-sign). */
export const DEFAULT_ESIGN_PROVIDER = clickToSign.name;

export function esignProvider(name: string): ESignProvider {
  const provider = PROVIDERS[name];
  if (!provider) throw new Error(`E-signature provider ${name} is not configured`);
  return provider;
}

/** The webhook's signature header value for a body: "sha256=<hex HMAC-SHA256>". */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** True only for the exact signature of this body under this secret (constant-time compare). */
export function verifyWebhookSignature(secret: string | undefined, body: string, header: string | null): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(webhookSignature(secret, body));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
