import { saveSittingAnswers } from "@/server/exam/sitting-answers";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// PUT /api/sittings/{id}/answers – save answers, flags and time per subject; 409 after the deadline and grace
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => saveSittingAnswers(user.id, params.id, body));
