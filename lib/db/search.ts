/**
 * Prisma's `contains` becomes `ILIKE '%' || value || '%'` without escaping the value, so a search
 * for "%" or "_" matched every row and one for "\" matched none. Escaped here (backslash is
 * PostgreSQL's default LIKE escape), the search text matches itself.
 */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, "\\$&");

/** A case-insensitive "contains" filter for a search box. */
export const containsText = (value: string) => ({ contains: escapeLike(value), mode: "insensitive" as const });
