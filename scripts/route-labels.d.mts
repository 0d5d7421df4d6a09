export const UNMATCHED: string;
export const NEXT_ASSETS: string;
export interface PublicEntry {
  name: string;
  directory: boolean;
}
export function routeTemplatesFromApp(appDir: string): string[];
export function routeTemplatesFromBuild(dir: string): string[] | null;
export function routeLabeller(options?: {
  routes?: string[];
  publicEntries?: PublicEntry[];
}): (url: string | undefined) => string;
export function publicEntries(publicDir: string): PublicEntry[];
export function loadRouteLabeller(dir: string): {
  label: (url: string | undefined) => string;
  routes: string[];
  source: "build" | "app" | "none";
};
