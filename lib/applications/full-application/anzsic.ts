/** ANZSIC 2006 divisions (ABS cat. 1292.0): the industry a lender files the business under. */
export const ANZSIC_DIVISIONS = [
  { code: "A", label: "Agriculture, Forestry and Fishing" },
  { code: "B", label: "Mining" },
  { code: "C", label: "Manufacturing" },
  { code: "D", label: "Electricity, Gas, Water and Waste Services" },
  { code: "E", label: "Construction" },
  { code: "F", label: "Wholesale Trade" },
  { code: "G", label: "Retail Trade" },
  { code: "H", label: "Accommodation and Food Services" },
  { code: "I", label: "Transport, Postal and Warehousing" },
  { code: "J", label: "Information Media and Telecommunications" },
  { code: "K", label: "Financial and Insurance Services" },
  { code: "L", label: "Rental, Hiring and Real Estate Services" },
  { code: "M", label: "Professional, Scientific and Technical Services" },
  { code: "N", label: "Administrative and Support Services" },
  { code: "O", label: "Public Administration and Safety" },
  { code: "P", label: "Education and Training" },
  { code: "Q", label: "Health Care and Social Assistance" },
  { code: "R", label: "Arts and Recreation Services" },
  { code: "S", label: "Other Services" },
] as const;

export type AnzsicDivision = (typeof ANZSIC_DIVISIONS)[number]["code"];

export const anzsicLabel = (code: string | null | undefined) =>
  ANZSIC_DIVISIONS.find((d) => d.code === code)?.label ?? code ?? "";
