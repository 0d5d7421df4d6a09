"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm, type Notice } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ChooseOptions, NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { lodgeComplaintAction, lodgePublicComplaintAction, type ComplaintFormState } from "@/lib/complaints/actions";
import { COMPLAINT_CATEGORIES } from "@/lib/complaints/rules";

const schemas = () => import("@/lib/complaints/schema");
const CATEGORY_OPTIONS = Object.entries(COMPLAINT_CATEGORIES).map(([value, label]) => ({ value, label }));

const say = (state: ComplaintFormState): Notice | null =>
  state.sent
    ? {
        kind: "success",
        title: "Complaint received",
        description: `${state.reference ? `Your reference is ${state.reference}. ` : ""}We will contact you by the end of the next business day and give you our response within 30 days. We have e-mailed you a copy.`,
      }
    : state.error
      ? { kind: "error", title: "Your complaint was not sent", description: state.error }
      : null;

type Af = ReturnType<typeof useActionForm<never, ComplaintFormState>>;

function Category({ af, prefix }: { af: Af; prefix: string }) {
  const id = `${prefix}-category`;
  const error = af.error("category" as never);
  return (
    <FormField id={id} label="What is your complaint about?" error={error} required>
      <NativeSelect
        id={id}
        defaultValue={af.typed("category") ?? ""}
        aria-invalid={!!error}
        aria-describedby={describedBy(id, { error })}
        {...af.form.register("category" as never)}
      >
        <ChooseOptions options={CATEGORY_OPTIONS} />
      </NativeSelect>
    </FormField>
  );
}

function Description({ af, prefix }: { af: Af; prefix: string }) {
  const id = `${prefix}-description`;
  const error = af.error("description" as never);
  return (
    <FormField
      id={id}
      label="What happened, and what would you like us to do?"
      error={error}
      required
      hint="Include dates, names and any application number you have."
    >
      <Textarea
        id={id}
        rows={6}
        defaultValue={af.typed("description")}
        aria-invalid={!!error}
        aria-describedby={describedBy(id, { error, hint: "yes" })}
        {...af.form.register("description" as never)}
      />
    </FormField>
  );
}

/** A signed-in client's or partner's complaint, optionally about one of their applications. */
export function PortalComplaintForm({ applications }: { applications: { id: string; label: string }[] }) {
  const router = useRouter();
  const af = useActionForm({
    action: lodgeComplaintAction,
    schema: () => schemas().then((m) => m.portalComplaintSchema),
    defaults: { category: "" as never, description: "", applicationId: "" },
    say,
    onDone: () => router.refresh(),
  }) as unknown as Af;
  const appError = af.error("applicationId" as never);
  return (
    <form {...af.formProps} aria-label="Make a complaint" className="grid gap-4">
      <ActionNotice notice={af.notice} />
      <Category af={af} prefix="complaint" />
      {applications.length ? (
        <FormField id="complaint-applicationId" label="Which application is it about? (optional)" error={appError}>
          <NativeSelect
            id="complaint-applicationId"
            defaultValue={af.typed("applicationId") ?? ""}
            aria-invalid={!!appError}
            aria-describedby={describedBy("complaint-applicationId", { error: appError })}
            {...af.form.register("applicationId" as never)}
          >
            <option value="">Not about one application</option>
            {applications.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <Description af={af} prefix="complaint" />
      <div>
        <Button type="submit" disabled={af.pending}>
          Send complaint
        </Button>
      </div>
    </form>
  );
}

/** /contact: a complaint from anyone, with their name and e-mail address. */
export function PublicComplaintForm() {
  const af = useActionForm({
    action: lodgePublicComplaintAction,
    schema: () => schemas().then((m) => m.publicComplaintSchema),
    defaults: { name: "", email: "", category: "" as never, description: "", website: "" },
    say,
  }) as unknown as Af;
  const text = (name: "name" | "email", label: string, type = "text") => {
    const id = `public-complaint-${name}`;
    const error = af.error(name as never);
    return (
      <FormField id={id} label={label} error={error} required>
        <Input
          id={id}
          type={type}
          defaultValue={af.typed(name)}
          aria-invalid={!!error}
          aria-describedby={describedBy(id, { error })}
          aria-required
          {...af.form.register(name as never)}
        />
      </FormField>
    );
  };
  return (
    <form {...af.formProps} aria-label="Make a complaint" className="relative grid gap-4 sm:grid-cols-2">
      {af.notice ? <ActionNotice notice={af.notice} className="sm:col-span-2" /> : null}
      {text("name", "Full Name")}
      {text("email", "Email Address", "email")}
      <div className="sm:col-span-2">
        <Category af={af} prefix="public-complaint" />
      </div>
      <div className="sm:col-span-2">
        <Description af={af} prefix="public-complaint" />
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
        <label>
          Leave this empty
          <input tabIndex={-1} autoComplete="off" {...af.form.register("website" as never)} />
        </label>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={af.pending}>
          Send complaint
        </Button>
      </div>
    </form>
  );
}
