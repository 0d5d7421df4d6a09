import { generateValidAbn } from "./abn";

/** One business as our register reports it (fictional in the bundled register). */
export interface RegisterEntry {
  abn: string;
  businessName: string;
  entityName: string;
  /** The kind of entity ('Australian Private Company', 'Sole Trader' ...), shown in the company search. */
  entityType: string;
  status: string;
  /** ISO date the ABN became active. */
  registeredFrom: string;
  /** ISO date GST registration started, or null. */
  gstFrom: string | null;
  state: string;
}

/**
 * The entity type a name implies, where the register does not say (the bundled register, the ABR's
 * name search): 'Pty Ltd' is a private company, 'Ltd' or 'Limited' a public one, 'Trust' a trust.
 */
export function entityTypeOf(entityName: string): string {
  if (/\b(pty\.?\s+ltd|proprietary\s+limited)\b/i.test(entityName)) return "Australian Private Company";
  if (/\b(ltd|limited)\b/i.test(entityName)) return "Australian Public Company";
  if (/\btrust\b/i.test(entityName)) return "Trust";
  return "Business Name";
}

const NAMES: [string, string, string, string | null][] = [
  ["Mitchell's Café Collective", "VIC", "2019-03-01", "2019-04-01"],
  ["Harbour View Bakery", "NSW", "2016-07-12", "2016-08-01"],
  ["Coastal Plumbing Services", "QLD", "2012-02-20", "2012-03-01"],
  ["Yarra Valley Joinery", "VIC", "2010-09-15", "2010-10-01"],
  ["Nguyen Logistics", "VIC", "2021-05-03", "2021-06-01"],
  ["Southbank Physiotherapy", "VIC", "2018-01-22", null],
  ["Bright Spark Electrical", "WA", "2023-11-01", "2024-01-01"],
  ["Greenfield Produce", "SA", "2008-06-30", "2008-07-01"],
  ["Pixel Forge Studio", "NSW", "2024-08-19", null],
  ["Collins Street Accounting", "VIC", "2005-04-11", "2005-05-01"],
  ["Fitzroy Fashion House", "VIC", "2020-10-05", "2020-11-01"],
  ["Geelong Metal Works", "VIC", "2001-02-14", "2001-03-01"],
  ["Bondi Surf Supplies", "NSW", "2017-12-01", "2018-01-01"],
  ["Tasman Freight Co", "TAS", "2014-03-17", "2014-04-01"],
  ["Darwin Marine Engineering", "NT", "2011-08-08", "2011-09-01"],
  ["Canberra Dental Group", "ACT", "2015-05-25", "2015-06-01"],
  ["Perth Print & Signs", "WA", "2019-09-09", "2019-10-01"],
  ["Adelaide Hills Winery", "SA", "2003-10-20", "2003-11-01"],
  ["Brisbane Tech Repairs", "QLD", "2025-06-02", null],
  ["Ballarat Building Supplies", "VIC", "2009-01-12", "2009-02-01"],
  ["Sunshine Coast Cafe", "QLD", "2022-02-14", "2022-03-01"],
  ["Hobart Heritage Builders", "TAS", "2013-07-01", "2013-07-01"],
  ["Newcastle Auto Parts", "NSW", "2007-11-30", "2007-12-01"],
  ["Demo Business Pty Ltd", "VIC", "2018-07-01", "2018-07-01"],
];

/** The bundled register: fictional businesses with ABNs that pass the official checksum. */
export const BUNDLED_REGISTER: RegisterEntry[] = NAMES.map(([businessName, state, registeredFrom, gstFrom], i) => ({
  abn: generateValidAbn(7_000 + i * 37),
  businessName,
  entityName: businessName.includes("Pty Ltd") ? businessName : `${businessName.replace(/'/g, "")} Pty Ltd`,
  entityType: "Australian Private Company",
  status: "Active",
  registeredFrom,
  gstFrom,
  state,
}));
