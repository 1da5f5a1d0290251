import type { z } from "zod";
import type { ErrorCode } from "./error-codes";

// An endpoint's definition: what the route wrapper (server/http/route.ts) checks and parses
// before the handler runs, what the OpenAPI document (server/http/openapi/document.ts) says about
// it, and what the browser's typed call (app/api/client.ts) may send and gets back. Each
// app/api/<path>/endpoint.ts exports one per method, named like the handler it defines.

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/**
 * Who may call: "none" anyone; "optional" anyone, the session read when there is one; "user"
 * any signed-in account; "student"/"tutor" that role only. "cron" (Bearer CRON_SECRET) and
 * "webhook" (Flutterwave's verif-hash header) are checked by the handler against a secret.
 */
export type Auth = "none" | "optional" | "user" | "student" | "tutor" | "cron" | "webhook";

/** A success answer that is not plain JSON (a file, a stream, an empty 204) or needs a note. */
export type ResponseSpec = {
  description: string;
  /** The answer's media type; JSON when a schema is given, none (an empty body) otherwise. */
  mediaType?: string;
  schema?: z.ZodType;
  /** Response headers worth naming (e.g. Location, Upload-Offset), with what they carry. */
  headers?: Record<string, string>;
  /** Media types the same status answers instead when asked (a ?format=csv download): a file, no schema. */
  otherMediaTypes?: string[];
};

export type Endpoint = {
  method: Method;
  /** The path as OpenAPI writes it: /api/sittings/{id}; a catch-all segment is {key} too. */
  path: string;
  auth: Auth;
  summary: string;
  /** The feature the document groups it under. */
  tag: string;
  description?: string;
  /** The path's params, when they are more than plain strings (a catch-all is a list). */
  params?: z.ZodType;
  /** Parsed from the query string (each field a string) before the handler runs. */
  query?: z.ZodType;
  /** A JSON body, parsed and validated before the handler runs (unless bodyType says otherwise). */
  body?: z.ZodType;
  /**
   * A body the handler reads itself (multipart, tus, a webhook's raw bytes, or JSON it must read
   * only after a check of its own, such as a rate limit): its media type and shape.
   */
  bodyType?: { mediaType: string; schema?: z.ZodType; description?: string };
  /** Raises the 256 KB JSON limit for the few bodies that carry a file's text. */
  maxBodyBytes?: number;
  /** Request headers the endpoint reads (name → what it carries). */
  headers?: Record<string, { description: string; required?: boolean }>;
  /**
   * Each success status with its JSON body's schema (or a spec for other bodies). "4XX" is for
   * a protocol whose refusals are not the API's error body (tus answers a plain sentence).
   */
  responses: Partial<Record<number, z.ZodType | ResponseSpec>> & { "4XX"?: ResponseSpec };
  /**
   * The refusals this endpoint names beyond those every endpoint can answer (its auth's
   * unauthorized/forbidden, its input's validation errors, rate_limited, internal_error,
   * service_unavailable, cross_site_request), e.g. not_found, conflict.
   */
  errors?: readonly ErrorCode[];
  /**
   * The fields a refusal's body carries beside message and error, by code (a refused payment
   * answers with the payment): an object schema each.
   */
  errorDetails?: Partial<Record<ErrorCode, z.ZodObject>>;
};

/** Declares an endpoint; `const` keeps its method and path literal for the typed client. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type SchemaOf<R> = R extends z.ZodType ? R : R extends { schema: infer S extends z.ZodType } ? S : never;
type SuccessSchemas<E extends Endpoint> = {
  [S in keyof E["responses"]]: SchemaOf<E["responses"][S]>;
}[keyof E["responses"]];

/** The JSON a success answer of `E` carries (a union when it has several statuses). */
export type ResponseOf<E extends Endpoint> = [SuccessSchemas<E>] extends [never] ? void : z.output<SuccessSchemas<E>>;

/** The {name} segments of a path, as the names of its params. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;

/** What a caller sends: the path's params, the query and the JSON body, each where the endpoint has one. */
export type RequestOf<E extends Endpoint> = (keyof PathParams<E["path"]> extends never
  ? { params?: undefined }
  : { params: PathParams<E["path"]> }) &
  (E["query"] extends z.ZodType ? { query?: z.input<E["query"]> } : { query?: undefined }) &
  (E["body"] extends z.ZodType
    ? { body: z.input<E["body"]> }
    : E["bodyType"] extends { mediaType: "application/json"; schema: infer S extends z.ZodType }
      ? { body: z.input<S> }
      : { body?: undefined }) &
  (E["bodyType"] extends { mediaType: "multipart/form-data" } ? { formData: FormData } : { formData?: undefined });
