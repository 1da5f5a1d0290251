import { route } from "@/server/http/route";
import { paperCoverage } from "@/server/studio/paper-coverage";

// GET /api/studio/papers – the platform's papers with their blueprints and, per topic, the questions that fit them
export const GET = route({ auth: "tutor" }, async ({ user }) => paperCoverage(user.id));
