// Bench data at scale, shared by the queue and load benchmarks: the owners the seeded applications
// point at, and applications numbered from..to made with generate_series (business names from word
// lists so a name search is selective, as in real data; ~1% drafts; a third unassessed; one in five
// referred by one of 50 partners).
export const SEED_BENCH_USERS_SQL = `
  INSERT INTO "User" (id, role, email, "updatedAt") VALUES ('bench-client', 'client', 'bench@example.com', now());
  INSERT INTO "User" (id, role, email, "updatedAt")
    SELECT 'bench-partner-' || p, 'partner', 'partner' || p || '@example.com', now() FROM generate_series(0, 49) p;`;

export const seedApplicationsSql = (from: number, to: number) => `
    INSERT INTO "Application" (id, number, "clientId", "partnerId", status, "businessName", abn, industry, purpose, "loanAmount", "termMonths", "monthlyTurnover", "creditProfile", "timeInBusiness",
      "contactFirstName", "contactLastName", "contactEmail", "contactPhone", "riskScore", "createdAt", "updatedAt", "lastActivityAt")
    SELECT 'b' || g, 'BF-' || (2020 + g / 1000000) || '-' || lpad((g % 1000000)::text, 6, '0'), 'bench-client',
      CASE WHEN g % 5 = 0 THEN 'bench-partner-' || (g / 5) % 50 END,
      (ARRAY['submitted','under_review','lender_matching','offers_presentation','approved','settled','declined','withdrawn','draft']::"ApplicationStatus"[])[1 + (CASE WHEN g % 100 = 0 THEN 8 WHEN g % 97 = 0 THEN 7 ELSE g % 7 END)],
      (ARRAY['Harbour','Coastal','Summit','Redgum','Banksia','Southern','Outback','Golden','Bluewater','Ironbark','Wattle','Kestrel','Granite','Riverbend','Saltbush','Meridian','Jarrah','Bayside','Highland','Cedar'])[1 + g % 20]
        || ' ' || (ARRAY['Bakery','Plumbing','Logistics','Dental','Joinery','Cafe','Electrical','Freight','Florist','Motors','Print','Fitness','Vineyard','Clinic','Tiling','Catering','Roofing','Pharmacy','Salon','Brewing','Nursery','Framing','Studio','Hardware','Optics','Bistro','Haulage','Cabinets','Laundry','Marine'])[1 + (g / 20) % 30]
        || ' Pty Ltd ' || g,
      lpad((10000000000 + g::bigint * 7919 % 89999999999)::text, 11, '0'), 'retail_hospitality', 'growth', 10000 + (g * 37) % 990000, 24, 50000, 'good', '2-5y',
      'A', 'B', 'a@example.com', '0400123456', CASE WHEN g % 3 <> 0 THEN (g * 13) % 100 END,
      timestamp '2026-11-20' - (g || ' seconds')::interval * 30, now(), now()
    FROM generate_series(${from}, ${to}) g`;
