import { rateCardSchema } from "@/lib/validation/review";
import { readJson } from "@/server/http/read-input";
import { route } from "@/server/http/route";
import { rateCard } from "@/server/study/rate-card";

// POST /api/me/review/{card id} – rate a card again/hard/good/easy: FSRS schedules it; the key and explanation come back
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ req, params, user }) =>
  rateCard(user.id, params.id, await readJson(req, rateCardSchema)),
);
