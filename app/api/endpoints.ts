// Every endpoint's definition, collected for the OpenAPI document (app/api/openapi.json) and the
// browser's typed calls (lib/client/api.ts imports the type only). Each app/api/<path>/route.ts
// has an endpoint.ts beside it, listed here: app/api/endpoints.test.ts fails on one left out.
import type { Endpoint } from "@/lib/api/endpoint";
import * as health from "./health/endpoint";
import * as meSittings from "./me/sittings/endpoint";
import * as openapi from "./openapi.json/endpoint";
import * as paperSittings from "./papers/[id]/sittings/endpoint";
import * as papers from "./papers/endpoint";
import * as questionStats from "./questions/stats/endpoint";
import * as sittingAnswers from "./sittings/[id]/answers/endpoint";
import * as sittingCheck from "./sittings/[id]/check/endpoint";
import * as sitting from "./sittings/[id]/endpoint";
import * as sittingReview from "./sittings/[id]/review/endpoint";
import * as sittingSubmit from "./sittings/[id]/submit/endpoint";

export const endpointModules = {
  health,
  meSittings,
  openapi,
  paperSittings,
  papers,
  questionStats,
  sittingAnswers,
  sittingCheck,
  sitting,
  sittingReview,
  sittingSubmit,
};

type Modules = typeof endpointModules;
type Defined = { [M in keyof Modules]: Modules[M][keyof Modules[M]] }[keyof Modules];

/** Each endpoint by "METHOD /api/path", the key the browser's typed call takes. */
export type Endpoints = { [E in Defined as E extends Endpoint ? `${E["method"]} ${E["path"]}` : never]: E };

export const endpoints: Endpoint[] = Object.values(endpointModules).flatMap((m) => Object.values(m) as Endpoint[]);
