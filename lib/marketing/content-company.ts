import { DOWNLOADS, downloadHref, webinarPath, WEBINARS, type Download } from "./resources";
import type { PageContent } from "./types";

const APPLY = { href: "/application", label: "Apply Now" };
const GUIDES = DOWNLOADS.filter((d) => d.group === "guide");
const TEMPLATES = DOWNLOADS.filter((d) => d.group === "template");
const downloadCards = (ds: Download[]) =>
  ds.map((d) => ({
    title: d.title,
    text: d.text,
    meta: d.format.toUpperCase(),
    link: { href: downloadHref(d), label: "Download", download: true },
  }));
const CALL = { href: "tel:1300249386", label: "Call 1300 249 386" };
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

export const COMPANY_PAGES: PageContent[] = [
  {
    path: "/about",
    title: "About us",
    description:
      "Why BizFund exists: faster, fairer business finance for Australian SMEs, from one application matched to 20+ lenders.",
    h1: "About BizFund Australia",
    intro:
      "We help Australian small and medium businesses get funded quickly, with honest quotes from a panel of 20+ lenders.",
    blocks: [
      {
        kind: "text",
        id: "mission",
        heading: "Our mission",
        paragraphs: [
          "Business owners should spend their time running their business, not chasing banks. One application, matched to the lenders most likely to say yes, with every cost shown up front.",
        ],
      },
      {
        kind: "cards",
        id: "values",
        heading: "Our values",
        items: [
          { title: "Customer-Centric", text: "Every decision starts with what helps the business owner." },
          { title: "Transparency", text: "Rates, fees and repayments shown up front; no hidden costs." },
          { title: "Speed", text: "Decisions in 24-72 hours, funds the same or next business day." },
          { title: "Excellence", text: "Specialists who know lending and know small business." },
        ],
      },
      {
        kind: "cards",
        id: "team",
        heading: "Leadership",
        items: [
          { title: "Sarah Mitchell", text: "Chief Executive Officer" },
          { title: "David Chen", text: "Chief Credit Officer" },
          { title: "Priya Sharma", text: "Head of Partnerships" },
          { title: "James O'Connor", text: "Chief Technology Officer" },
        ],
      },
      {
        kind: "steps",
        heading: "Our journey",
        items: [
          { title: "2020", text: "Founded in Melbourne to fix small-business lending." },
          { title: "2021", text: "Lender panel grows past 10 lenders." },
          { title: "2022", text: "Partner program launches for accountants and brokers." },
          { title: "2023", text: "Online matching across 20+ lenders." },
          { title: "2024", text: "$500M+ facilitated for Australian businesses." },
        ],
      },
      {
        kind: "stats",
        heading: "Our impact",
        items: [
          { value: "$500M+", label: "facilitated" },
          { value: "5,000+", label: "businesses funded" },
          { value: "24hrs", label: "average approval" },
          { value: "98%", label: "client satisfaction" },
        ],
      },
      {
        kind: "cta",
        heading: "Ready to grow?",
        text: "Apply once and compare offers from our lender panel.",
        primary: APPLY,
        secondary: { href: "/contact", label: "Contact us" },
      },
    ],
  },
  {
    path: "/about-us",
    title: "About our company",
    description: "$2.5B+ funded for 15,000+ Australian businesses since 2014, with 500+ partner brokers.",
    h1: "About Us",
    intro:
      "Operating since 2014, we have helped 15,000+ Australian businesses access $2.5B+ in funding alongside 500+ partner brokers.",
    blocks: [
      {
        kind: "text",
        id: "mission",
        heading: "Our Mission",
        paragraphs: [
          "To make business finance simple, fast and fair: one application, the right lenders, and clear costs.",
        ],
      },
      {
        kind: "cards",
        id: "team",
        heading: "Our Team",
        items: [
          { title: "Sarah Mitchell", text: "Chief Executive Officer" },
          { title: "David Chen", text: "Chief Credit Officer" },
          { title: "Priya Sharma", text: "Head of Partnerships" },
          { title: "James O'Connor", text: "Chief Technology Officer" },
        ],
      },
      {
        kind: "list",
        id: "values",
        heading: "Our Values",
        items: ["Customer-Centric", "Transparency", "Speed", "Excellence"],
      },
      {
        kind: "list",
        id: "awards",
        heading: "Awards & Recognition",
        items: [
          "Finalist, Australian Fintech Awards (fictional)",
          "Top 50 SME Lending Platforms (fictional)",
          "Customer Service Excellence (fictional)",
        ],
      },
      {
        kind: "stats",
        heading: "By the numbers",
        items: [
          { value: "$2.5B+", label: "funded" },
          { value: "15,000+", label: "businesses" },
          { value: "500+", label: "partner brokers" },
          { value: "2014", label: "operating since" },
        ],
      },
      { kind: "cta", heading: "Talk to us", text: "Apply online or call our team.", primary: APPLY, secondary: CALL },
    ],
  },
  {
    path: "/pricing",
    title: "Pricing",
    description: "Transparent business loan pricing: Starter, Growth and Enterprise tiers, no application fees.",
    h1: "Simple, transparent pricing",
    intro: "No application fees. Your rate depends on your business and the lender; these tiers show typical ranges.",
    blocks: [
      {
        kind: "cards",
        heading: "Loan tiers",
        items: [
          {
            title: "Starter",
            meta: "$10k-$50k · from 5.9% · 6-24 months",
            text: "For smaller, short-term needs. Quick decisions.",
            link: { href: "/application", label: "Get Started" },
          },
          {
            title: "Growth (Most Popular)",
            meta: "$50k-$250k · from 4.9% · 12-48 months",
            text: "For expansion, stock and equipment. Dedicated specialist.",
            link: { href: "/application", label: "Get Started" },
          },
          {
            title: "Enterprise",
            meta: "$250k-$1M+ · from 3.9% · 24-60 months",
            text: "For established businesses with larger plans.",
            link: { href: "/application", label: "Get Started" },
          },
        ],
      },
      {
        kind: "cards",
        heading: "Loan types",
        items: [
          { title: "Working capital", text: "From 4.9%", link: { href: "/working-capital", label: "Learn more" } },
          {
            title: "Equipment finance",
            text: "From 3.9%",
            link: { href: "/products/equipment-finance", label: "Learn more" },
          },
          {
            title: "Line of credit",
            text: "From 5.9%",
            link: { href: "/products/line-of-credit", label: "Learn more" },
          },
        ],
      },
      {
        kind: "list",
        heading: "Why businesses choose us",
        items: [
          "No application fees (traditional lenders charge $500-2,000)",
          "One application, 20+ lenders",
          "Soft credit check first",
          "Early repayment without penalty on most products",
        ],
      },
      {
        kind: "text",
        heading: "Repayment example",
        paragraphs: [
          "$150,000 over 18 months at 11.9% p.a.: about $9,140 a month, $164,526 in total. Illustrative only, not an offer of credit.",
        ],
      },
      {
        kind: "cta",
        heading: "See your real rate",
        text: "Indicative quotes in minutes, no impact on your credit score.",
        primary: APPLY,
      },
    ],
  },
  {
    path: "/features",
    title: "Features",
    description: "Smart lender matching, honest quotes, a secure portal and expert support.",
    h1: "Everything you need to get funded",
    intro: "Our platform does the legwork: it matches your application to the lenders most likely to approve it.",
    blocks: [
      {
        kind: "cards",
        heading: "Core features",
        items: [
          { title: "One application", text: "Apply once; we match you to 20+ lenders." },
          { title: "Honest quotes", text: "Rate, repayment, fees and total cost side by side." },
          { title: "Secure portal", text: "Track progress, upload documents and message our team." },
          { title: "Expert support", text: "Specialists by phone, e-mail and chat." },
        ],
      },
      {
        kind: "cards",
        heading: "Advanced capabilities",
        items: [
          { title: "Smart matching", text: "Lender criteria applied to your profile, with reasons." },
          { title: "Risk insights", text: "A transparent scorecard our team uses to prepare your file." },
          { title: "Document checks", text: "Secure upload with type and size checks." },
          { title: "Partner referrals", text: "Brokers and accountants track referred clients." },
          { title: "Status timeline", text: "Every step recorded and visible to you." },
          { title: "Notifications", text: "E-mail updates when your application moves." },
        ],
      },
      {
        kind: "table",
        heading: "Compared with traditional banks",
        caption: "Us versus traditional banks",
        columns: ["", "BizFund", "Traditional bank"],
        rows: [
          ["Approval", "24-72 hours", "2-5 weeks"],
          ["Application fees", "None", "$500-2,000"],
          ["Lenders compared", "20+", "1"],
        ],
      },
      {
        kind: "stats",
        heading: "Smart matching at work",
        items: [
          { value: "200+", label: "data points" },
          { value: "94%", label: "approval rate" },
          { value: "2.3x", label: "faster" },
          { value: "15%", label: "better rates" },
        ],
      },
      {
        kind: "cta",
        heading: "Try it now",
        text: "See your options in minutes.",
        primary: APPLY,
        secondary: { href: "/pricing", label: "View pricing" },
      },
    ],
  },
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
  {
    path: "/faq",
    title: "Frequently asked questions",
    description: "Answers about applying, loans, rates, documents and support.",
    h1: "Frequently Asked Questions",
    intro: "Everything you need to know about applying for business finance.",
    blocks: [
      {
        kind: "cards",
        id: "categories",
        heading: "Categories",
        items: [
          { title: "Application", text: "3 questions" },
          { title: "Loans", text: "3 questions" },
          { title: "Rates & fees", text: "2 questions" },
          { title: "Documents", text: "2 questions" },
          { title: "Support", text: "2 questions" },
        ],
      },
      {
        kind: "faq",
        id: "application",
        heading: "Application",
        items: [
          {
            q: "How long does approval take?",
            a: "Most decisions take 24-72 hours; funds arrive the same or next business day after signing.",
          },
          {
            q: "Will applying affect my credit score?",
            a: "No. We start with a soft credit check. A lender makes a hard enquiry only with your consent when you proceed.",
          },
          {
            q: "How long is the application?",
            a: "The online application takes less than 30 seconds to see matches and about 5-8 minutes in full.",
          },
        ],
      },
      {
        kind: "faq",
        id: "loans",
        heading: "Loans",
        items: [
          { q: "How much can I borrow?", a: "From $10,000 to $1M+ (up to $2 million+ for equipment)." },
          { q: "What terms are available?", a: "From 3 to 60 months, depending on the product." },
          { q: "Can I repay early?", a: "Yes, without penalty on most products." },
        ],
      },
      {
        kind: "faq",
        heading: "Rates & fees",
        items: [
          {
            q: "What rates can I expect?",
            a: "Typical APR is 9.9%-24.9%; prime borrowers from 6.9%. Illustrative only, not an offer of credit.",
          },
          { q: "Are there application fees?", a: "No application fees with us." },
        ],
      },
      {
        kind: "faq",
        heading: "Documents",
        items: [
          {
            q: "What documents do I need?",
            a: "Last 3 months of bank statements, registration documents, director identification, and recent BAS or financial statements.",
          },
          {
            q: "How do I upload documents?",
            a: "In your client portal's Documents tab: PDF, Word, Excel, CSV, JPG or PNG up to 10MB each.",
          },
        ],
      },
      {
        kind: "faq",
        id: "support",
        heading: "Support",
        items: [
          {
            q: "How do I contact you?",
            a: "Call 1300 249 386 (Mon-Fri 8:30am-6pm AEST), e-mail us (reply within 2 hours), or chat in your portal (Mon-Fri 9am-5pm).",
          },
          { q: "How quickly will I hear back?", a: "Initial feedback within 4 hours on business days." },
        ],
      },
      {
        kind: "cta",
        heading: "Still have questions?",
        text: "Talk to a specialist.",
        primary: { href: "tel:1300249386", label: "Call Now" },
        secondary: { href: "/application", label: "Start Application" },
      },
    ],
  },
  {
    path: "/resources",
    title: "Resources",
    description: "Guides, calculators, webinars and templates for Australian business owners.",
    h1: "Resources",
    intro: "Guides, calculators and templates to help you plan your funding.",
    blocks: [
      { kind: "cards", id: "guides", heading: "Guides", items: downloadCards(GUIDES) },
      {
        kind: "cards",
        id: "calculators",
        heading: "Calculators",
        items: [
          {
            title: "Working capital calculator",
            text: "Estimate repayments.",
            link: { href: "/working-capital#calculator", label: "Open calculator" },
          },
          {
            title: "Equipment finance calculator",
            text: "Estimate equipment repayments.",
            link: { href: "/products/equipment-finance#calculator", label: "Open calculator" },
          },
        ],
      },
      {
        kind: "cards",
        id: "webinars",
        heading: "Webinars",
        items: WEBINARS.map((w) => ({
          title: w.title,
          text: w.length,
          link: { href: webinarPath(w), label: "Watch Recording" },
        })),
      },
      { kind: "cards", id: "templates", heading: "Templates", items: downloadCards(TEMPLATES) },
      {
        kind: "list",
        id: "tips",
        heading: "Expert tips",
        items: [
          "Apply for what you need: a right-sized request is assessed faster.",
          "Keep six months of business bank statements ready to upload.",
          "Compare offers on the total repayable, not the headline rate.",
          "Tell us about one-off dips in turnover up front; lenders prefer the explanation to the surprise.",
          "Match the term to the purpose: short facilities for stock, longer terms for equipment.",
          "Checking your options is a soft enquiry: it does not affect your credit score.",
        ],
      },
      {
        kind: "form",
        heading: "Get our monthly newsletter",
        which: "newsletter",
        intro: "Join 5,000+ subscribers. Monthly, no spam; confirm by e-mail.",
      },
      { kind: "cta", heading: "Ready when you are", text: "See your options today.", primary: APPLY },
    ],
  },
  ...WEBINARS.map((w): PageContent => ({
    path: webinarPath(w),
    title: `${w.title} (webinar recording)`,
    description: `The recording of our webinar "${w.title}", chapter by chapter.`,
    h1: w.title,
    intro: `Webinar recording, ${w.length.replace(/\.$/, "")}. Each chapter below summarises what was covered, with its start time.`,
    blocks: [
      {
        kind: "steps",
        id: "chapters",
        heading: "Chapters",
        items: w.chapters.map((c) => ({ title: `${c.time} ${c.heading}`, text: c.text })),
      },
      {
        kind: "cta",
        heading: "More resources",
        text: "Guides, calculators and templates.",
        primary: { href: "/resources", label: "Back to Resources" },
        secondary: APPLY,
      },
    ],
  })),
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
    intro: "BizFund Australia Pty Ltd holds Australian Credit Licence 512345 (fictional).",
    blocks: [
      {
        kind: "text",
        heading: "How we are paid",
        paragraphs: [
          "Lenders pay us a commission when a loan settles; partners who refer you share in it. We disclose these amounts before you proceed.",
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
