import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatPercent } from "@/lib/money/format";
import { PARTNER_TIERS } from "@/lib/partners/agreement";
import { CommissionForm, CommissionInput, type CommissionFormState } from "./commission-form";

type Action = (state: CommissionFormState, form: FormData) => Promise<CommissionFormState>;
type Mapping = { reference?: string; amount?: string; type?: string; period?: string; ignore?: string[] } | null;

function Field({
  id,
  name,
  label,
  value,
  width = "w-36",
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  width?: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <CommissionInput id={id} name={name} defaultValue={value ?? ""} className={`h-8 ${width}`} />
    </div>
  );
}

/**
 * Admin (issue 35 items 1 and 4): each lender's remittance columns, and each partner's split and
 * payout account. Every change is audited by the domain functions.
 */
export function CommissionTermsSection({
  lenders,
  partners,
  mappingAction,
  partnerAction,
}: {
  lenders: { id: string; name: string; remittanceMapping: unknown }[];
  partners: {
    id: string;
    name: string;
    commissionSplitBps: number | null;
    payoutBsb: string | null;
    payoutAccountNumber: string | null;
    payoutAccountName: string | null;
    partnerTier: string | null;
  }[];
  mappingAction: Action;
  partnerAction: Action;
}) {
  return (
    <section aria-labelledby="terms-heading" className="grid gap-6">
      <h2 id="terms-heading" className="text-xl font-semibold">
        Remittance columns and partner terms
      </h2>
      <div className="grid gap-3">
        <h3 className="font-semibold">Remittance columns by lender</h3>
        <p className="text-sm text-muted-foreground">
          The header of each column in the lender&apos;s CSV. Type and trail month are optional; list any other columns
          the file carries as ignored, separated by commas.
        </p>
        {lenders.map((l) => {
          const m = l.remittanceMapping as Mapping;
          const id = (f: string) => `map-${f}-${l.id}`;
          return (
            <CommissionForm
              key={l.id}
              action={mappingAction}
              submit="Save columns"
              variant="outline"
              label={`Remittance columns for ${l.name}`}
            >
              <input type="hidden" name="id" value={l.id} />
              <p className="w-48 self-center text-sm font-medium">{l.name}</p>
              <Field id={id("reference")} name="reference" label="Loan reference" value={m?.reference} />
              <Field id={id("amount")} name="amount" label="Amount paid" value={m?.amount} />
              <Field id={id("type")} name="type" label="Type (optional)" value={m?.type} />
              <Field id={id("period")} name="period" label="Trail month (optional)" value={m?.period} />
              <Field
                id={id("ignore")}
                name="ignore"
                label="Ignored columns"
                value={m?.ignore?.join(", ")}
                width="w-56"
              />
            </CommissionForm>
          );
        })}
      </div>
      <div className="grid gap-3">
        <h3 className="font-semibold">Partner splits and payout accounts</h3>
        <p className="text-sm text-muted-foreground">
          The split applies to loans settled from now on. A blank field is left as it is.
        </p>
        {partners.map((p) => {
          const id = (f: string) => `partner-${f}-${p.id}`;
          return (
            <CommissionForm
              key={p.id}
              action={partnerAction}
              submit="Save terms"
              variant="outline"
              label={`Terms for ${p.name}`}
            >
              <input type="hidden" name="id" value={p.id} />
              <p className="w-48 self-center text-sm font-medium">
                {p.name}
                <span className="block text-xs text-muted-foreground">
                  Split {p.commissionSplitBps == null ? "50.00% (programme)" : formatPercent(p.commissionSplitBps)}
                </span>
              </p>
              <Field id={id("split")} name="splitPercent" label="Split (%)" width="w-20" />
              <Field id={id("bsb")} name="payoutBsb" label="BSB" value={p.payoutBsb ?? undefined} width="w-24" />
              <Field
                id={id("account")}
                name="payoutAccountNumber"
                label="Account number"
                value={p.payoutAccountNumber ?? undefined}
                width="w-32"
              />
              <Field
                id={id("name")}
                name="payoutAccountName"
                label="Account name"
                value={p.payoutAccountName ?? undefined}
                width="w-48"
              />
              <div className="grid gap-1">
                <Label htmlFor={id("tier")} className="text-xs">
                  Tier
                </Label>
                <NativeSelect id={id("tier")} name="tier" defaultValue={p.partnerTier ?? ""} className="h-8 w-36">
                  <option value="">{p.partnerTier ? "Keep" : "Not set"}</option>
                  {Object.entries(PARTNER_TIERS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Field id={id("note")} name="note" label="Note (audited)" width="w-48" />
            </CommissionForm>
          );
        })}
      </div>
    </section>
  );
}
