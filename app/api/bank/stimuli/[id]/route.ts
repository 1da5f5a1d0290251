import { getStimulus, updateStimulus } from "@/server/bank/stimuli";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/bank/stimuli/{id} – one of the tutor's stimuli, or a platform one
export const GET = route(endpoints.GET, async ({ params, user }) => ({
  stimulus: await getStimulus(user.id, params.id),
}));

// PATCH /api/bank/stimuli/{id} – the owner edits their stimulus
export const PATCH = route(endpoints.PATCH, async ({ body, params, user }) => ({
  message: "Stimulus updated",
  stimulus: await updateStimulus(user.id, params.id, body),
}));
