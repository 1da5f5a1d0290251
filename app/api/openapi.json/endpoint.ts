import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

export const GET = endpoint({
  method: "GET",
  path: "/api/openapi.json",
  auth: "none",
  tag: "Operations",
  summary: "This document: the OpenAPI 3.1 description of the whole API",
  responses: { 200: z.looseObject({ openapi: z.literal("3.1.0") }) },
});
