import { stimulusUpdateSchema } from "@/lib/validation/bank";
import { getStimulus, updateStimulus } from "@/server/bank/stimuli";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";

type Params = { id: string };

// GET /api/bank/stimuli/{id} – one of the tutor's stimuli, or a platform one
export const GET = route<Params, "tutor">({ auth: "tutor" }, async ({ params, user }) => ({
  stimulus: await getStimulus(user.id, params.id),
}));

// PATCH /api/bank/stimuli/{id} – the owner edits their stimulus
export const PATCH = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, stimulusUpdateSchema);
  return { message: "Stimulus updated", stimulus: await updateStimulus(user.id, params.id, input) };
});
