import type { IncomingMessage } from "node:http";
import type { BlockList } from "node:net";

export const CLIENT_IP_HEADER: "x-examprep-client-ip";
export const clientIpRegistry: unique symbol;
export type TrustProxy = { hops: number } | { cidrs: string[]; blocks: BlockList } | null;
export function normalizeIp(value: unknown): string | null;
export function parseTrustProxy(value: string | undefined): TrustProxy;
export function selectClientIp(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: TrustProxy): string;
export function stampClientIp(req: IncomingMessage, trust: TrustProxy): void;
