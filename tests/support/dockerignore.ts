/**
 * Docker's .dockerignore rules (moby/patternmatcher, as BuildKit applies them): one pattern per line,
 * `#` comments, `!` re-includes, `*` and `?` within one path segment, `**` across any number of
 * segments, a leading `/` ignored; a pattern that matches a folder excludes everything in it; the
 * last pattern that matches decides.
 */
function toRegExp(pattern: string): RegExp {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "*") {
      if (pattern[i + 1] === "*") {
        i++;
        if (pattern[i + 1] === "/") i++;
        re += i + 1 === pattern.length ? ".*" : "(.*/)?";
      } else re += "[^/]*";
    } else if (ch === "?") re += "[^/]";
    else if (ch === "\\") re += `\\${pattern[++i] ?? ""}`;
    else re += ch.replace(/[.+^${}()|[\]]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

export function dockerignore(text: string): (file: string) => boolean {
  const rules = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const include = l.startsWith("!");
      const pattern = (include ? l.slice(1) : l).trim().replace(/^\/+/, "").replace(/\/+$/, "");
      return { include, re: toRegExp(pattern) };
    });
  return (file) => {
    const parts = file.split("/");
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
    let excluded = false;
    for (const rule of rules) if (candidates.some((c) => rule.re.test(c))) excluded = !rule.include;
    return excluded;
  };
}
