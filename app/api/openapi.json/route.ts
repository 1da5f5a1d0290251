import { env } from "@/server/env";
import { json, route } from "@/server/http/route";
import { openApiDocument } from "@/server/openapi/document";

// GET /api/openapi.json – the OpenAPI 3.1 document of the whole API
export const GET = route(() =>
  json(openApiDocument(env.APP_URL), { headers: { "cache-control": "public, max-age=300" } }),
);
