/** Types of scripts/post-build.mjs (a plain Node script run after `next build`). */
export const COMPILE_HINT: string;
export const LOADER_ID: string;
export class UnrecognisedMarkup extends Error {}
export function addCompileHints(distDir: string): Promise<{ marked: number; skipped: number }>;
export function paintFirst(html: string): string;
export function loaderScripts(html: string): string[];
export function scriptSources(html: string): string[];
export function paintFirstState(html: string): { chunkTags: string[]; chunkPreloads: string[]; loaderInHead: boolean; loaded: string[] };
export function deferScriptsUntilPaint(distDir: string): Promise<{ rewritten: number; already: number }>;
export function namedChunks(html: string): string[];
