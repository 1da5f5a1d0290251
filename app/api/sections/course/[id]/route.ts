import { route } from "@/server/http/route";
import { listSections } from "@/server/services/curriculum";

// GET /api/sections/course/{id} – a course's sections in order (public)
export const GET = route<{ id: string }>(async ({ params }) => ({ sections: await listSections(params.id) }));
