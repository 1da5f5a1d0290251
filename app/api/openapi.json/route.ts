import { env } from "@/server/env";
import { json, route } from "@/server/http/route";
import { openApiDocument } from "@/server/http/openapi/document";
import { endpoints as allEndpoints } from "../endpoints";
import * as endpoints from "./endpoint";

// GET /api/openapi.json – the OpenAPI 3.1 document of the whole API, generated from the endpoints' definitions
export const GET = route(endpoints.GET, () =>
  json(openApiDocument(env.APP_URL, allEndpoints), { headers: { "cache-control": "public, max-age=300" } }),
);
