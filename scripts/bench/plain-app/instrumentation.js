// Empty on purpose: without a hook of its own, Turbopack (whose root is the repository, where the
// lock file is) compiles the app's instrumentation.ts into this baseline.
export function register() {}
