import { dataSettingsSchema } from "@/lib/validation/data-settings";
import { getDataSettings, updateDataSettings } from "@/server/data-plan/data-settings";
import { readJson } from "@/server/http/read-input";
import { route } from "@/server/http/route";

// GET /api/me/data-settings – the student's network and video quality, with every network's tariff
export const GET = route({ auth: "student" }, async ({ user }) => getDataSettings(user.id));

// PUT /api/me/data-settings – choose the network lesson costs are priced at, or the video quality
export const PUT = route({ auth: "student" }, async ({ req, user }) => {
  const input = await readJson(req, dataSettingsSchema);
  return updateDataSettings(user.id, input);
});
