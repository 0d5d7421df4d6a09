/** Careers and the legal pages: privacy, terms and the credit guide. */
import type { PageContent } from "./types";
import { CREDIT_GUIDE_VERSION } from "./credit-guide";

export const LEGAL_PAGES: PageContent[] = [
  {
    path: "/careers",
    title: "Careers",
    description: "Join the team making business finance fair and fast.",
    h1: "Careers at BizFund",
    intro: "We are a small team in Melbourne building the business-finance platform we wish existed.",
    blocks: [
      {
        kind: "list",
        heading: "Open roles",
        items: [
          "Senior Credit Analyst (Melbourne)",
          "Partner Success Manager (Sydney)",
          "Full-stack Engineer (Melbourne or remote)",
        ],
      },
      {
        kind: "text",
        heading: "How to apply",
        paragraphs: ["Send your CV and a short note to careers@bizfund.example. We reply to every application."],
      },
      {
        kind: "cta",
        heading: "Questions?",
        text: "Get in touch with our team.",
        primary: { href: "/contact", label: "Contact us" },
      },
    ],
  },
  {
    path: "/privacy",
    title: "Privacy policy",
    description: "How BizFund collects, uses and protects your personal information under the Privacy Act 1988.",
    h1: "Privacy Policy",
    intro: "Notice version 2026-11. This policy explains how we handle your personal and credit information.",
    blocks: [
      {
        kind: "text",
        heading: "What we collect",
        paragraphs: [
          "Your contact details, business details and the answers you give in your application; documents you upload; and, with your consent, a soft credit check.",
        ],
      },
      {
        kind: "text",
        heading: "How we use it",
        paragraphs: [
          "To match you with lenders, prepare your application, communicate with you and meet our legal obligations. We share your application with a lender only when you proceed with that lender.",
        ],
      },
      {
        kind: "text",
        heading: "Credit checks",
        paragraphs: [
          "We start with a soft credit check that does not affect your credit score. A hard enquiry happens only with your consent when you proceed with a lender.",
        ],
      },
      {
        kind: "text",
        heading: "Access, correction and complaints",
        paragraphs: [
          "Contact privacy@bizfund.example to access or correct your information. If you are not satisfied, you may complain to the OAIC.",
        ],
      },
    ],
  },
  {
    path: "/terms",
    title: "Terms of use",
    description: "The terms for using the BizFund website and portals.",
    h1: "Terms of Use",
    intro: "By using this website you agree to these terms.",
    blocks: [
      {
        kind: "text",
        heading: "Information only",
        paragraphs: [
          "Figures, rates and calculators on this site are illustrative only and are not an offer of credit. All applications are subject to lender credit assessment and approval.",
        ],
      },
      {
        kind: "text",
        heading: "Your account",
        paragraphs: [
          "Keep your sign-in details private. Tell us at once if you think someone else has used your account.",
        ],
      },
    ],
  },
  {
    path: "/credit-guide",
    title: "Credit guide and complaints",
    description: "Our credit guide, how we are paid, and how to make a complaint, including to AFCA.",
    h1: "Credit Guide & Complaints",
    intro: `BizFund Australia Pty Ltd holds Australian Credit Licence 512345 (fictional). Credit guide version ${CREDIT_GUIDE_VERSION}.`,
    blocks: [
      {
        kind: "text",
        heading: "How we are paid",
        paragraphs: [
          "Lenders pay us a commission when a loan settles (upfront, and a monthly trail while the loan runs); partners who refer you share in it. Every offer you receive shows both amounts in dollars, and so does the credit proposal that comes with your contract.",
        ],
      },
      {
        kind: "text",
        heading: "Complaints",
        paragraphs: [
          "Tell us first: call 1300 249 386 or e-mail complaints@bizfund.example. We acknowledge within 1 business day and aim to resolve within 30 days.",
        ],
      },
      {
        kind: "text",
        heading: "Australian Financial Complaints Authority (AFCA)",
        paragraphs: [
          "If you are not satisfied with our response, contact AFCA: www.afca.org.au, info@afca.org.au, 1800 931 678, GPO Box 3, Melbourne VIC 3001.",
        ],
      },
    ],
  },
];
