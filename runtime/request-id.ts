// Every request has an id from its first step: the caller's x-request-id (as a proxy or a
// client that traces its calls sends it, at most 64 characters) or a new one. It is written
// on the request, where the app's route wrapper reads it (server/http/route.ts), and on the
// answer, also one the front cache gives.
import { randomUUID } from "node:crypto";
import type { Stage } from "./stage";

export const REQUEST_ID_HEADER = "x-request-id";

export function requestIdOf(given: string | string[] | undefined): string {
  return (typeof given === "string" && given.slice(0, 64)) || randomUUID();
}

export const requestIdStage: Stage = (req, res, next) => {
  const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
};
