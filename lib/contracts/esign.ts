import "server-only";
import { signedContractPdf, type SignatureEvidence } from "./pdf";

/**
 * E-signature adapters (issue 16 item 4), keyed by Contract.provider. The built-in `click` provider
 * signs in our portal: the client types their name and ticks the consent, and we stamp the evidence
 * on a signature page. An external provider (DocuSign, Adobe Sign …) would create its envelope in
 * `send` and report the signature back through a webhook that calls the same recording code
 * (`signsInPortal: false` keeps our sign route from signing for it).
 */
export interface ContractToSend {
  contractId: string;
  applicationId: string;
  pdf: Buffer;
  signer: { name: string; email: string };
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

const PROVIDERS: Record<string, ESignProvider> = { [clickToSign.name]: clickToSign };

/** The provider new contracts use. */
export const DEFAULT_ESIGN_PROVIDER = clickToSign.name;

export function esignProvider(name: string): ESignProvider {
  const provider = PROVIDERS[name];
  if (!provider) throw new Error(`E-signature provider ${name} is not configured`);
  return provider;
}
