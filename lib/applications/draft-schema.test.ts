import { describe, expect, it } from "vitest";
import { draftableAnswers, draftSaveSchema, resumeStep, wizardDraftAnswersSchema } from "./draft-schema";

describe("the partial wizard schema for drafts", () => {
  it("accepts a draft with any answers missing, even none", () => {
    expect(wizardDraftAnswersSchema.parse({})).toEqual({});
    expect(wizardDraftAnswersSchema.parse({ purpose: "growth", amount: 150000 })).toEqual({
      purpose: "growth",
      amount: 150000,
    });
  });

  it("holds an answer that is present to the wizard's own rule", () => {
    const r = wizardDraftAnswersSchema.safeParse({ purpose: "yacht", amount: 7, email: "not an email" });
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["purpose", "amount", "email"]));
  });

  it("drops unknown keys and never keeps the consent", () => {
    expect(wizardDraftAnswersSchema.parse({ term: 36, consentSoftCheck: true, isAdmin: true })).toEqual({ term: 36 });
  });

  it("resumes at the saved step, never at the animation or after the submission", () => {
    expect(resumeStep(5)).toBe(5);
    expect(resumeStep(8)).toBe(7);
    expect(resumeStep(11)).toBe(10);
    expect(draftSaveSchema.parse({ step: 12, answers: {} }).step).toBe(10);
    expect(draftSaveSchema.safeParse({ step: 0, answers: {} }).success).toBe(false);
  });
});

describe("draftableAnswers (what the browser sends)", () => {
  it("keeps each answer that passes its rule and leaves out half-typed or unanswered ones", () => {
    const out = draftableAnswers({
      purpose: "growth",
      creditProfile: "",
      amount: 150000,
      email: "ada@exa",
      phone: "0400 123 456",
      companyName: "Lee Bakery",
      consentSoftCheck: true,
    });
    expect(out).toEqual({ purpose: "growth", amount: 150000, phone: "0400 123 456", companyName: "Lee Bakery" });
    expect(wizardDraftAnswersSchema.safeParse(out).success).toBe(true);
  });
});

describe("a mistyped ABN in a draft (issue #37)", () => {
  it("is kept as typed, so the resumed wizard can ask for it again, while the submission still refuses it", async () => {
    const { wizardSubmissionSchema } = await import("./wizard-schema");
    expect(draftableAnswers({ abnNumber: "51 824 753 557" })).toEqual({ abnNumber: "51 824 753 557" });
    expect(wizardDraftAnswersSchema.parse({ abnNumber: "51 824 753 557" })).toEqual({ abnNumber: "51 824 753 557" });
    expect(wizardDraftAnswersSchema.safeParse({ abnNumber: "<script>" }).success).toBe(false);
    const refused = wizardSubmissionSchema.shape.abnNumber.safeParse("51 824 753 557");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("This ABN's check digits don't add up — please check it");
  });
});
