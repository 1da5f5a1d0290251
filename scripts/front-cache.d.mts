import type { IncomingMessage, ServerResponse } from "node:http";

export const FRONT_CACHE_HEADER: "x-examprep-front-cache";
export const frontCacheRegistry: unique symbol;
export function preferredEncoding(acceptEncoding: string | string[] | undefined): "br" | "gzip" | "identity";
export function shareable(status: number, headers: Record<string, unknown>): boolean;
export function varyNames(headers: Record<string, unknown>): string[];
export function parseMark(value: unknown): { ttlMs: number; key: string } | null;

export type FrontCache = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
  forget(prefixes: string[]): void;
  readonly size: number;
  readonly bytes: number;
};
export function createFrontCache(options?: { maxEntries?: number; maxBytes?: number; maxBodyBytes?: number; threshold?: number; now?: () => number }): FrontCache;
