// `node --import tsx --import ./scripts/server-only.mjs scripts/X.ts`: runs a command-line script
// over the server's modules outside Next, as the tests do (vitest.config.ts aliases `server-only`).
// A server module marks itself with `import "server-only"`, whose default export throws; Next's
// server build resolves it under the react-server condition, to an empty module. This hook resolves
// `server-only` alone that way. Unlike `node --conditions=react-server`, it leaves React (and
// react-dom) the ordinary build: under that condition React is its server-components build, with no
// createContext and no reconciler internals, so @react-pdf/renderer (lib/pdf: the seed's signature
// pages and proposals) cannot render, and neither can anything that loads Next's navigation.
import { register } from "node:module";

register("./server-only-resolve.mjs", import.meta.url);
