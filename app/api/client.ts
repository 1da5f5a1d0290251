"use client";

import type { Endpoints } from "./endpoints";
import type { RequestOf, ResponseOf } from "@/lib/api/endpoint";
import { apiFetch, type RequestOptions } from "@/lib/client/fetcher";
import { apiPath, type EndpointKey } from "./api-path";

// The browser's typed call of a defined endpoint: the key names it ("PUT /api/sittings/{id}/answers"),
// the params, query and body are checked against its definition, and the answer has its response's
// type (a multipart endpoint takes `formData`). Only types come from app/api/endpoints.ts: no
// endpoint's schema reaches the bundle.
//
//   const { sitting } = await api("GET /api/sittings/{id}", { params: { id } });

export type { EndpointKey } from "./api-path";
type Input<K extends EndpointKey> = RequestOf<Endpoints[K]> & Pick<RequestOptions, "signal" | "keepalive">;
type Args<K extends EndpointKey> =
  Record<never, never> extends RequestOf<Endpoints[K]> ? [input?: Input<K>] : [input: Input<K>];

export function api<K extends EndpointKey>(key: K, ...[input]: Args<K>): Promise<ResponseOf<Endpoints[K]>> {
  const method = key.slice(0, key.indexOf(" ")) as NonNullable<RequestOptions["method"]>;
  const { body, formData, signal, keepalive } = (input ?? {}) as Input<K> & { body?: unknown; formData?: FormData };
  return apiFetch<ResponseOf<Endpoints[K]>>(apiPath(key, input), { method, json: body, formData, signal, keepalive });
}
