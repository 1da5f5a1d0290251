// A GET form sends every field, the ones left on "any" as empty strings
// (?search=&difficulty=easy&type=). To the query schemas an empty value means "any": it is
// left out here, once, for the API handlers (server/http/read-input.ts readQuery) and the
// pages that read their searchParams alike.

type QueryValue = string | string[] | undefined;

/** The query as the flat record a schema parses: each name's first value, blank values left out. */
export function queryRecord(query: URLSearchParams | Record<string, QueryValue>): Record<string, string> {
  const record: Record<string, string> = {};
  const entries: Iterable<[string, QueryValue]> =
    query instanceof URLSearchParams ? query.entries() : Object.entries(query);
  for (const [name, raw] of entries) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value.trim() === "" || name in record) continue;
    record[name] = value;
  }
  return record;
}
