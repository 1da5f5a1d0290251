import type { IncomingMessage, Server, ServerResponse } from "node:http";

export const SERVER_NODE_FLAGS: string[];
export function deferHeaderFlush(res: ServerResponse): void;
export function compressFilter(req: IncomingMessage, res: ServerResponse): boolean;
export function parseServeArgs(argv: string[], env?: Record<string, string | undefined>): { port: number; hostname: string | undefined };
export function serve(options: { port: number; hostname?: string }): Promise<Server>;
