import { getDataSettings, updateDataSettings } from "@/server/data-plan/data-settings";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/me/data-settings – the student's network and video quality, with every network's tariff
export const GET = route(endpoints.GET, async ({ user }) => getDataSettings(user.id));

// PUT /api/me/data-settings – choose the network lesson costs are priced at, or the video quality
export const PUT = route(endpoints.PUT, async ({ body, user }) => updateDataSettings(user.id, body));
