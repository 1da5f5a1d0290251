import { stimulusCreateSchema, stimulusListQuerySchema } from "@/lib/validation/bank";
import { createStimulus, listStimuli } from "@/server/bank/stimuli";
import { json, route } from "@/server/http/route";
import { readJson, readQuery } from "@/server/http/read-input";

// GET /api/bank/stimuli – the tutor's stimuli (scope=platform|all adds the platform's)
export const GET = route({ auth: "tutor" }, async ({ req, user }) =>
  listStimuli(user.id, readQuery(req, stimulusListQuerySchema)),
);

// POST /api/bank/stimuli – the tutor adds a passage, table or diagram
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  const input = await readJson(req, stimulusCreateSchema);
  return json({ message: "Stimulus added", stimulus: await createStimulus(user.id, input) }, { status: 201 });
});
