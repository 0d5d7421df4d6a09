/** How it works, the industries we fund and the case studies. */
import { APPLY, ELIGIBILITY } from "./content-shared";
import type { PageContent } from "./types";
import { COMPANY_FIGURE_LABEL, COMPANY_FIGURES, PROMISES } from "./promises";

// Name, funding range (spec "Industry funding"; decision times come from the panel, ADR 062), then each industry's own
// challenge, solution and success story (names fictional, figures illustrative).
const INDUSTRY_ROWS: [string, string, string, string, string][] = [
  [
    "Manufacturing",
    "$50K-$2M+",
    "Machinery upgrades and raw materials paid months before customers pay.",
    "Equipment finance and working capital.",
    "A Geelong metal fabricator financed a $420,000 CNC line and doubled its output in a year.",
  ],
  [
    "Construction",
    "$100K-$5M+",
    "Progress payments that lag wages and materials.",
    "Cash flow finance and bank guarantees.",
    "A Brisbane builder bridged a $650,000 progress-claim gap and kept three sites running.",
  ],
  [
    "Retail & Hospitality",
    "$25K-$1M+",
    "Seasonal stock and fit-outs paid up front.",
    "Seasonal finance and a line of credit.",
    "A Hobart café group funded a $180,000 fit-out and opened its second venue before summer.",
  ],
  [
    "Transport & Logistics",
    "$75K-$3M+",
    "Fuel, fleet and 60-day customer terms.",
    "Invoice finance and equipment finance.",
    "A Perth freight operator unlocked $300,000 of invoices and added four prime movers.",
  ],
  [
    "Professional Services",
    "$25K-$800K",
    "Work in progress billed long after the work is done.",
    "Working capital and a line of credit.",
    "An Adelaide engineering consultancy drew $90,000 to hire two graduates ahead of a new contract.",
  ],
  [
    "Technology",
    "$50K-$1.5M+",
    "Growth that outpaces revenue, and few hard assets.",
    "Expansion capital and revenue-based working capital.",
    "A Sydney software company borrowed $500,000 to open a Melbourne office and grew recurring revenue by 60%.",
  ],
  [
    "Healthcare",
    "$50K-$1M+",
    "Costly equipment and slow insurer payments.",
    "Equipment finance and invoice finance.",
    "A Newcastle dental practice financed $240,000 of imaging equipment and added a second surgery.",
  ],
  [
    "Agriculture",
    "$75K-$2M+",
    "Income arrives at harvest; costs arrive all year.",
    "Seasonal finance and equipment finance.",
    "A Riverina grain grower funded $350,000 of planting costs and repaid it from the harvest.",
  ],
];
export const GUIDE_PAGES: PageContent[] = [
  {
    path: "/how-it-works",
    title: "How it works",
    description: "From application to funds in six steps: apply, upload, assessment, approval, documents, funding.",
    h1: "How it works",
    intro: "Six clear steps from application to funds, with our team beside you.",
    blocks: [
      {
        kind: "steps",
        id: "process",
        heading: "The process",
        items: [
          { title: "Application", text: PROMISES.completion.application },
          { title: "Document upload", text: "In your portal, from the checklist we give you." },
          {
            title: "Credit assessment",
            text: `Our review within ${PROMISES.review}; lender decisions in ${PROMISES.decision}.`,
          },
          { title: "Conditional approval", text: "Same day once assessed." },
          { title: "Final documentation", text: "Sign the lender's contract online." },
          { title: "Funds transfer", text: "Same or next business day." },
        ],
      },
      {
        kind: "list",
        id: "requirements",
        heading: "What you need",
        items: [
          "An ABN with 6+ months trading",
          "$10k+ monthly turnover",
          "Australian business and directors",
          "No current insolvency",
          PROMISES.bankStatements,
        ],
      },
      {
        kind: "cards",
        id: "support",
        heading: "Support",
        items: [
          { title: "Phone", text: "Mon-Fri 8:30am-6pm AEST" },
          { title: "Portal messages", text: "Mon-Fri 9am-5pm in your portal" },
          { title: "Email", text: "Reply within 2 hours" },
        ],
      },
      {
        kind: "cta",
        id: "start",
        heading: "Start now",
        text: PROMISES.completion.apply,
        primary: APPLY,
      },
    ],
  },
  {
    path: "/industries",
    title: "Industries we fund",
    description:
      "Business finance for manufacturing, construction, retail, transport, professional services, technology, healthcare and agriculture.",
    h1: "Finance for your industry",
    intro: "Eight industries, specialists who understand them, and lenders who fund them.",
    hero: {
      primary: { href: "/application", label: "Find Your Solution" },
      secondary: { href: "#industries", label: "Explore Industries" },
    },
    blocks: [
      {
        kind: "cards",
        id: "benefits",
        heading: "Why industry matters",
        items: [
          { title: "Industry Expertise", text: "Specialists who know your sector." },
          { title: "Tailored Solutions", text: "Products that fit your cash cycle." },
          { title: "Fast Approval", text: "24-72 hour decisions." },
          { title: "Ongoing Support", text: "We stay with you after settlement." },
        ],
      },
      {
        kind: "cards",
        id: "industries",
        heading: "Industries",
        art: "industry",
        items: INDUSTRY_ROWS.map(([name, range, challenge, solution, story]) => ({
          title: name,
          meta: `${range} · lender decisions in ${PROMISES.decision}`,
          text: `Challenges: ${challenge} Solutions: ${solution} Success story: ${story}`,
          link: { href: "/application", label: "Get Industry Solution" },
        })),
      },
      {
        kind: "list",
        id: "eligibility",
        heading: "Eligibility",
        items: ELIGIBILITY,
      },
      {
        kind: "steps",
        id: "solutions",
        heading: "How we tailor funding",
        items: [
          { title: "Industry Analysis", text: "We learn how your business earns." },
          { title: "Tailored Assessment", text: "Lenders who fund your sector." },
          { title: "Custom Solution", text: "The right product and term." },
          { title: "Ongoing Partnership", text: "Support as you grow." },
        ],
      },
      {
        kind: "cta",
        id: "apply",
        heading: "Find your solution",
        text: "150% average revenue growth among funded clients (illustrative).",
        primary: APPLY,
      },
    ],
  },
  {
    path: "/case-studies",
    title: "Case studies",
    description:
      "How Australian businesses used BizFund to grow: six stories across manufacturing, retail, construction and more.",
    h1: "Case studies",
    intro: "Real-world style examples of how funding helped businesses grow (names fictional).",
    blocks: [
      {
        kind: "stats",
        id: "metrics",
        heading: "Headline metrics",
        items: [
          { value: COMPANY_FIGURES.businessesFunded, label: `businesses funded (${COMPANY_FIGURE_LABEL})` },
          { value: COMPANY_FIGURES.facilitated, label: `facilitated (${COMPANY_FIGURE_LABEL})` },
          { value: PROMISES.decision, label: "lender decision times" },
          { value: COMPANY_FIGURES.clientSatisfaction, label: `satisfaction (${COMPANY_FIGURE_LABEL})` },
        ],
      },
      {
        kind: "cards",
        id: "studies",
        heading: "Stories",
        items: [
          {
            title: "Yarra Valley Joinery",
            meta: "Manufacturing · $450,000 · 60 months",
            text: "New CNC line doubled output.",
          },
          {
            title: "Harbour View Bakery",
            meta: "Retail & Hospitality · $85,000 · 12 months",
            text: "Second store fit-out before summer.",
          },
          {
            title: "Coastal Plumbing Services",
            meta: "Construction · $220,000 · 36 months",
            text: "Fleet upgrade won two council contracts.",
          },
          {
            title: "Nguyen Logistics",
            meta: "Transport & Logistics · $600,000 · 72 months",
            text: "Four new prime movers.",
          },
          {
            title: "Pixel Forge Studio",
            meta: "Technology · ongoing facility",
            text: "Line of credit smooths project payments.",
          },
          {
            title: "Greenfield Produce",
            meta: "Agriculture · trade facility",
            text: "Export orders funded ahead of harvest.",
          },
        ],
      },
      {
        kind: "table",
        id: "industries",
        heading: "Clients by industry",
        caption: "Share of clients by industry",
        columns: ["Industry", "Share"],
        rows: [
          ["Manufacturing", "25%"],
          ["Retail & Hospitality", "20%"],
          ["Construction", "18%"],
          ["Transport & Logistics", "15%"],
          ["Professional Services", "12%"],
          ["Technology", "10%"],
        ],
      },
      {
        kind: "cta",
        id: "apply",
        heading: "Write your own story",
        text: "Apply once, compare offers.",
        primary: APPLY,
      },
    ],
  },
];
