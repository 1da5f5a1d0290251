import type { IncomingMessage, ServerResponse } from "node:http";

export const PAGES_AFTER_LOAD: RegExp[];
export const LOADER: string;
export function loaderTag(nonce?: string): string;
export function policyNonce(policy: string | number | string[] | undefined): string | undefined;
export function paintsBeforeFramework(req: Pick<IncomingMessage, "method" | "url">): boolean;
export function makeScriptsInert(html: string, withLoader?: boolean, nonce?: string): string;
export function splitAtOpenTag(text: string): [string, string];
export function deferScriptsAfterLoad(res: ServerResponse): void;
export function compactSource(fn: (...args: never[]) => unknown): string;
