import type { IncomingMessage, ServerResponse } from "node:http";

export type Refusal = { status: number; headers?: Record<string, string>; body: { message: string; error: string } };
export function badRequestReason(method: string | undefined, url: string | undefined): Refusal | null;
export function refuseBadRequest(req: IncomingMessage, res: ServerResponse): boolean;
