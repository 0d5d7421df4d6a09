/**
 * The full application as its `<form>` posts it (ADR 055): one text field per control, named by its
 * path (`business.tradingAddress.state`, `directors.0.fullName`), a ticked box as "true" and an
 * unticked one not at all. `formValues` turns that back into the values the schema parses (the same
 * shape react-hook-form holds); the row buttons of a form posted without JavaScript are applied here.
 * Pure (the form uses it for what was typed, the action for the submission).
 */
import { emptyFullApplication, type FullApplicationValues } from "./form-values";

/** The rows' checkboxes: true when ticked, false when the form did not send them. */
const ROW_BOXES = { directors: ["guarantor"], debts: ["refinance"] } as const;
type RowList = keyof typeof ROW_BOXES;

/** The no-JavaScript row buttons' field: `add:directors`, `remove:debts.2`. */
export const ROW_INTENT = "rowIntent";

export type RowIntent = { add: RowList } | { remove: RowList; index: number } | null;

export function rowIntent(value: unknown): RowIntent {
  if (typeof value !== "string") return null;
  const add = /^add:(directors|debts)$/.exec(value);
  if (add) return { add: add[1] as RowList };
  const remove = /^remove:(directors|debts)\.(\d{1,2})$/.exec(value);
  return remove ? { remove: remove[1] as RowList, index: Number(remove[2]) } : null;
}

type Tree = { [key: string]: Tree | string };

function put(tree: Tree, path: string[], value: string) {
  let node = tree;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      node[key] ??= value;
      return;
    }
    const next = node[key];
    if (typeof next === "string") return;
    node = next ?? (node[key] = {});
  }
}

/** A row with nothing typed into it (a new row left blank): not an answer, so not saved. */
function blankRow(list: RowList, row: Record<string, unknown>): boolean {
  const ignored = new Set<string>([...ROW_BOXES[list], "facilityType"]);
  const empty = (v: unknown): boolean =>
    v === "" || v === undefined || (typeof v === "object" && v !== null && Object.values(v).every(empty));
  return Object.entries(row).every(([key, value]) => ignored.has(key) || empty(value));
}

/**
 * The posted fields (a record of text, as `formAction` reads a FormData) as the schema's input: nested
 * objects, the rows as lists in their order, the rows' checkboxes as booleans, blank new rows dropped.
 * Input that is already nested (react-hook-form's values) is returned as it is.
 */
export function formValues(fields: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(fields).some((key) => key.includes("."))) return fields;
  const tree: Tree = {};
  for (const [key, value] of Object.entries(fields))
    if (typeof value === "string" && /^(business|directors|debts|purpose)\./.test(key))
      put(tree, key.split("."), value);
    else if (typeof value === "string" && key === "hasExistingDebts") tree[key] = value;
  const rows = (list: RowList) => {
    const node = tree[list];
    const entries = typeof node === "object" ? Object.entries(node) : [];
    return entries
      .filter(([index]) => /^\d{1,2}$/.test(index))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, row]) => {
        const values: Record<string, unknown> = typeof row === "object" ? { ...row } : {};
        for (const box of ROW_BOXES[list]) values[box] = values[box] === "true" || values[box] === "on";
        return values;
      })
      .filter((row) => !blankRow(list, row));
  };
  const empty = emptyFullApplication();
  return {
    ...tree,
    business: typeof tree.business === "object" ? tree.business : empty.business,
    hasExistingDebts: tree.hasExistingDebts ?? "",
    directors: rows("directors"),
    debts: rows("debts"),
    purpose: typeof tree.purpose === "object" ? tree.purpose : empty.purpose,
  };
}

/** What was typed, as the form's values (for the form shown again after a refusal), over `fallback`. */
export function typedFullApplication(
  typed: Record<string, string> | undefined,
  fallback: FullApplicationValues,
): FullApplicationValues {
  if (!typed) return fallback;
  const values = formValues(typed) as Partial<FullApplicationValues>;
  return { ...fallback, ...values } as FullApplicationValues;
}

/** The values with one row removed or one blank row added (the no-JavaScript row buttons). */
export function applyRowIntent<V extends { directors: unknown[]; debts: unknown[] }>(
  values: V,
  intent: RowIntent,
  blank: { directors: () => unknown; debts: () => unknown },
): V {
  if (!intent) return values;
  if ("add" in intent) return { ...values, [intent.add]: [...values[intent.add], blank[intent.add]()] };
  return { ...values, [intent.remove]: values[intent.remove].filter((_, i) => i !== intent.index) };
}
