import type { Endpoints } from "./endpoints";

// The URL of a defined endpoint, for the places that name one without calling it through the
// typed client (app/api/client.ts): a form's action, a download link, an upload's endpoint.
// Server and browser code alike; only types come from app/api/endpoints.ts.
//
//   <a href={apiPath("GET /api/classes/{id}/assignments/{assignmentId}/results", { params, query: { format: "csv" } })}>

export type EndpointKey = keyof Endpoints;

/** The URL of `key` with its params filled in and its query appended (empty values left out). */
export function apiPath(key: EndpointKey, input: { params?: unknown; query?: unknown } = {}): string {
  const template = key.slice(key.indexOf(" ") + 1);
  const params = (input.params ?? {}) as Record<string, string>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
