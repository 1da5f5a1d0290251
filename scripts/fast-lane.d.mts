import type { IncomingMessage, ServerResponse } from "node:http";

export type FastRoute = { method: string; pattern: RegExp; module: string };
export const FAST_ROUTES: FastRoute[];
export function matchFastRoute(req: Pick<IncomingMessage, "method" | "url">, routes?: FastRoute[]): { route: FastRoute; params: { id: string }; pathname: string } | null;
export function requestHeaders(req: IncomingMessage): Headers;
export function createFastLane(
  distDir: string,
  options?: { routes?: FastRoute[]; warn?: (line: string) => void; loadTimeoutMs?: number },
): { serve(req: IncomingMessage, res: ServerResponse, next: () => Promise<void> | void): Promise<void>; ready(): Promise<Record<string, boolean>> };
export function requestBody(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; discardRest(): void };
export type HeaderRule = { regex: string; headers: { key: string; value: string }[]; has?: unknown; missing?: unknown };
export type CompiledHeaderRule = { pattern: RegExp; headers: { key: string; value: string }[]; conditional: boolean };
export function compileHeaderRules(rules: HeaderRule[]): CompiledHeaderRule[];
export function configHeaders(compiledRules: CompiledHeaderRule[], pathname: string): { key: string; value: string }[] | null;
