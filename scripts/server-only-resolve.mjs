// The module hook scripts/server-only.mjs registers: `server-only` resolves as Next's server build
// resolves it (the react-server condition: its empty module); every other specifier as usual.
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== "server-only") return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
}
