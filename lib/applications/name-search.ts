/**
 * The business-name search's index key (issue 19, ADR 039). The database keeps `businessNameKey`:
 * the name in lower case, without the legal-form words below and without spaces (migrations
 * 20261126090000 and 20261126200000). Its trigram index answers a search from the words that tell
 * names apart, where an index on the name itself read "pty" and "ltd" for every row, and with the
 * words run together it has the trigrams across them, which only names with both words have. The
 * name's own ILIKE still decides each match; the key only has to hold for every name the search
 * text is in.
 */
export const LEGAL_FORM_WORDS = ["pty", "ltd", "limited", "proprietary"] as const;

/** PostgreSQL's [[:space:]]: the key has none of these. */
const SPACE = /[ \t\n\r\f\v]+/;
/** PostgreSQL's word characters (\m and \M) in ASCII; other characters end a run below. */
const WORD_CHARS = /[a-z0-9_]+/g;

/**
 * The longest text the key of every name containing `q` must contain, or null when `q` has no three
 * such characters (the search then filters the names without an index). Built from `q`'s
 * space-separated pieces, each kept whole in the key unless one of its words is dropped:
 * - a word with a character before and after it in `q` is a whole word of the name too: the key
 *   drops it if it is a legal-form word, so its piece cannot be used, except a piece that is only
 *   that word, which the key drops with its spaces (the run goes on across it);
 * - the first word of `q` may end a longer word of the name and the last may begin one, so a piece
 *   holding either is used only if no legal-form word ends (first) or begins (last) with it;
 * - a piece with a character outside ASCII ends the run (PostgreSQL's idea of a word there depends
 *   on the database's locale).
 */
export function businessNameKeyPattern(q: string): string | null {
  // Lower case only once a piece is known to be ASCII: some other letters lower to ASCII ones in
  // JavaScript and not in every PostgreSQL locale.
  const text = q.trim();
  let best = "";
  let run: string[] = [];
  const endRun = () => {
    const joined = run.join("");
    if (joined.length > best.length) best = joined;
    run = [];
  };
  let offset = 0;
  for (const piece of text.split(SPACE)) {
    const at = text.indexOf(piece, offset);
    offset = at + piece.length;
    if (!piece || /[^\x20-\x7e]/.test(piece)) {
      endRun();
      continue;
    }
    const lower = piece.toLowerCase();
    const dropped = [...lower.matchAll(WORD_CHARS)].some((m) => {
      const word = m[0];
      const openStart = at + m.index === 0;
      const openEnd = at + m.index + word.length === text.length;
      return LEGAL_FORM_WORDS.some((legal) =>
        openStart && openEnd
          ? legal.includes(word)
          : openStart
            ? legal.endsWith(word)
            : openEnd
              ? legal.startsWith(word)
              : legal === word,
      );
    });
    const wholeLegalWord = (LEGAL_FORM_WORDS as readonly string[]).includes(lower);
    if (dropped && wholeLegalWord && at > 0 && offset < text.length) continue; // the run goes on
    if (dropped) endRun();
    else run.push(lower);
  }
  endRun();
  return best.length >= 3 ? best : null;
}
