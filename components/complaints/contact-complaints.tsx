import { PublicComplaintForm } from "./complaint-form";

/** /contact's complaints section (ADR 061): anyone can complain, no account needed. */
export function ContactComplaints() {
  return (
    <section id="complaints" aria-labelledby="complaints-heading" className="mt-12 border-t pt-8">
      <h2 id="complaints-heading" className="text-2xl font-bold">
        Make a complaint
      </h2>
      <p className="mt-2 mb-4">
        If you are unhappy with our service, tell us here. We record every complaint, contact you by the end of the next
        business day and give you our final response within 30 calendar days. If you are still not satisfied, you can
        take your complaint to the Australian Financial Complaints Authority (AFCA), free of charge: www.afca.org.au,
        1800 931 678, info@afca.org.au.
      </p>
      <PublicComplaintForm />
    </section>
  );
}
