import { createStimulus, listStimuli } from "@/server/bank/stimuli";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/bank/stimuli – the tutor's stimuli (scope=platform|all adds the platform's)
export const GET = route(endpoints.GET, async ({ query, user }) => listStimuli(user.id, query));

// POST /api/bank/stimuli – the tutor adds a passage, table or diagram
export const POST = route(endpoints.POST, async ({ body, user }) => ({
  message: "Stimulus added",
  stimulus: await createStimulus(user.id, body),
}));
