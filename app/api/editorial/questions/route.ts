import { editorialQuestionsQuerySchema } from "@/lib/validation/editorial";
import { listForReview } from "@/server/editorial/review-queue";
import { route } from "@/server/http/route";
import { readQuery } from "@/server/http/read-input";

// GET /api/editorial/questions?status=submitted – the editors' queue, with each question's quality warnings
export const GET = route({ auth: "tutor" }, async ({ req, user }) =>
  listForReview(user.id, readQuery(req, editorialQuestionsQuerySchema)),
);
