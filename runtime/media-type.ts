import type { ServerResponse } from "node:http";

/** The response's media type, however it was set (a string, or Next.js's one-element array). */
export function mediaType(res: Pick<ServerResponse, "getHeader">): string | undefined {
  const value = res.getHeader("Content-Type");
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}
