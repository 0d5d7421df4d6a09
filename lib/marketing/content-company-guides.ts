/** How it works, the industries we fund and the case studies. */
import { APPLY } from "./content-shared";
import type { PageContent } from "./types";

const INDUSTRY_ROWS: [string, string, string][] = [
  ["Manufacturing", "$50K-$2M+", "48h"],
  ["Construction", "$100K-$5M+", "72h"],
  ["Retail & Hospitality", "$25K-$1M+", "24h"],
  ["Transport & Logistics", "$75K-$3M+", "48h"],
  ["Professional Services", "$25K-$800K", "24h"],
  ["Technology", "$50K-$1.5M+", "48h"],
  ["Healthcare", "$50K-$1M+", "48h"],
  ["Agriculture", "$75K-$2M+", "72h"],
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
          { title: "Application", text: "About 10 minutes online." },
          { title: "Document upload", text: "About 5 minutes in your portal." },
          { title: "Credit assessment", text: "24-48 hours." },
          { title: "Conditional approval", text: "Same day once assessed." },
          { title: "Final documentation", text: "2-4 hours." },
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
          "Last 3 months of bank statements",
        ],
      },
      {
        kind: "cards",
        id: "support",
        heading: "Support",
        items: [
          { title: "Phone", text: "Mon-Fri 8:30am-6pm AEST" },
          { title: "Live chat", text: "Mon-Fri 9am-5pm in your portal" },
          { title: "Email", text: "Reply within 2 hours" },
        ],
      },
      {
        kind: "cta",
        id: "start",
        heading: "Start now",
        text: "It takes less than 30 seconds to see your matches.",
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
        items: INDUSTRY_ROWS.map(([name, range, time]) => ({
          title: name,
          meta: `${range} · average approval ${time}`,
          text: `Challenges: uneven cash flow and equipment costs. Solutions: working capital, equipment and trade finance. 98% client success.`,
          link: { href: "/application", label: "Get Industry Solution" },
        })),
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
          { value: "5,000+", label: "businesses funded" },
          { value: "$500M+", label: "facilitated" },
          { value: "24hrs", label: "average approval" },
          { value: "98%", label: "satisfaction" },
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
