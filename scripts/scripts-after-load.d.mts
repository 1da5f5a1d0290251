import type { ServerResponse } from "node:http";

export const OPT_IN_META: RegExp;
export const LOADER: string;
export function makeScriptsInert(html: string): string;
export function rewriteHead(head: string): { head: string; optedIn: boolean };
export function splitAtOpenTag(text: string): [string, string];
export function deferScriptsAfterLoad(res: ServerResponse): void;
