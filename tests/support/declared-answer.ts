// Every answer a handler gives in the integration tests must be one its endpoint's definition
// (and so the OpenAPI document generated from it) declares: a success status it lists, with a
// body its schema accepts, or an error body with a code the document names for that status.
import { z } from "zod";
import type { Endpoint } from "@/lib/api/endpoint";
import { errorStatus } from "@/server/http/error-status";
import { errorCodesOf } from "@/server/http/openapi/defined-operation";

const errorBody = z.object({
  message: z.string(),
  error: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/**
 * The fields of `body` its schema's parse dropped. zod strips an object's unknown keys where the
 * generated document forbids them (`additionalProperties: false`): a field sent but not declared
 * would pass the parse and break a client generated from the document.
 */
function undeclaredFields(body: unknown, parsed: unknown, at = "body"): string[] {
  if (Array.isArray(body) && Array.isArray(parsed))
    return body.flatMap((item, i) => undeclaredFields(item, parsed[i], `${at}[${i}]`));
  if (!isRecord(body) || !isRecord(parsed)) return [];
  return Object.entries(body).flatMap(([key, value]) =>
    key in parsed ? undeclaredFields(value, parsed[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Throws, naming the endpoint, when `status` and `body` are not what the definition declares. */
export function assertDeclared(definition: Endpoint | undefined, status: number, body: unknown, isJson: boolean): void {
  // Not converted yet (the older list documents it), or the client went away (499, no answer).
  if (!definition || status === 499) return;
  const name = `${definition.method} ${definition.path} answered ${status}`;
  if (status < 400) {
    const spec = definition.responses[status];
    if (!spec) throw new Error(`${name}, a status its definition does not declare`);
    const schema = spec instanceof z.ZodType ? spec : spec.schema;
    if (!schema) return;
    if (!isJson) {
      // A download the definition names beside its JSON (e.g. ?format=csv).
      if (!(spec instanceof z.ZodType) && spec.otherMediaTypes?.length) return;
      throw new Error(`${name} without the JSON body its definition declares`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`${name} with a body its schema refuses: ${z.prettifyError(parsed.error)}`);
    const extra = undeclaredFields(body, parsed.data);
    if (extra.length)
      throw new Error(
        `${name} with fields its schema does not declare: ${extra.slice(0, 5).join(", ")}${extra.length > 5 ? ` and ${extra.length - 5} more` : ""}`,
      );
    return;
  }
  const declared = definition.responses[status] ?? (status < 500 ? definition.responses["4XX"] : undefined);
  if (declared) {
    const schema = declared instanceof z.ZodType ? declared : declared.schema;
    if (schema && !schema.safeParse(body).success) throw new Error(`${name} with a body its schema refuses`);
    return;
  }
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) throw new Error(`${name} without the error body { message, error }`);
  const code = parsed.data.error as keyof typeof errorStatus;
  if (!errorCodesOf(definition).includes(code) || errorStatus[code] !== status)
    throw new Error(`${name} with error "${code}", which its definition does not name`);
  const details = definition.errorDetails?.[code];
  if (details && !details.safeParse(body).success)
    throw new Error(`${name} with error "${code}" without the fields its definition declares for it`);
}
