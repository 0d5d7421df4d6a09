export function needsCspStep(distDir: string): boolean;
