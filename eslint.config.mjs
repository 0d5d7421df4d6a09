import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import frontDoors from "./scripts/imports/eslint-plugin.mjs";

const DB_BOUNDARY = {
  group: ["@/lib/db", "@/lib/db/*"],
  message: "app and components reach the database through a domain function in lib/, not @/lib/db.",
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "data/**",
      "lib/db/generated/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "tests/fixtures/build-budgets/dist/**",
      "scripts/bench/plain-app/.next/**",
      "scripts/bench/plain-app/next-env.d.ts",
    ],
  },
  {
    // A pages-router rule: with the marketing catch-all route it mistakes our /api/* navigations
    // (sign-in, logout, dev logins: server redirects that must be full page loads) for pages.
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // Imports flow one way: app -> components -> lib. lib never reaches up.
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib must not import from app or components" }] },
      ],
    },
  },
  {
    // Every text field goes through lib/validation/text.ts (no NUL, names on one line): a bare
    // z.string() would let a field forget. Configuration (lib/env.ts) is not user input.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/env.ts", "lib/http/trusted-proxies-setting.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: "Use text(), singleLine(), personName() or businessName() from @/lib/validation/text.",
        },
        {
          selector: "CallExpression[callee.object.property.name='coerce'][callee.property.name='string']",
          message: "Use text(), singleLine(), personName() or businessName() from @/lib/validation/text.",
        },
      ],
    },
  },
  {
    // Files stay under 300 lines (tests excepted): a longer module is split by what it does.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    // One logger (lib/observability/log.ts, JSON lines): server code logs through it, never console.
    // Client components have no console of ours today; one that needs the browser's console says so
    // with an eslint-disable comment. CLI scripts (scripts/) print to a terminal and keep console.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "instrumentation.ts", "proxy.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    // Front doors (ADR 086): lib/ and app/ enter another domain only by @/lib/<domain> (index.ts) or
    // @/lib/<domain>/client (client.ts, client-safe). Tests, scripts and components/ may reach inside.
    // The runtime-cycle half needs the whole graph: scripts/check-imports.ts in npm run lint.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "lib/db/generated/**"],
    plugins: { "front-doors": frontDoors },
    rules: { "front-doors/no-deep-import": "error" },
  },
  {
    // The data boundary: pages, routes, actions and components reach the database only through the
    // domain functions in lib/ (which own the permission scopes), never through the client itself.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [DB_BOUNDARY] }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*"], message: "components must not import from app" }, DB_BOUNDARY] },
      ],
    },
  },
];

export default config;
