import { AFCA_REFERRAL_TEXT } from "@/lib/complaints/rules";

/** The AFCA referral text: shown once the 30 days have passed, or when the complainant is not satisfied. */
export function AfcaReferral() {
  return (
    <section
      aria-label="Taking your complaint to AFCA"
      className="rounded-md border border-warning bg-muted/40 p-3 text-sm"
    >
      <h4 className="font-semibold">Taking your complaint to AFCA</h4>
      {AFCA_REFERRAL_TEXT.map((p) => (
        <p key={p} className="mt-1">
          {p}
        </p>
      ))}
    </section>
  );
}
