import { route } from "@/server/http/route";
import { allPapers, toPaperDto } from "@/server/exam/papers";
import * as endpoints from "./endpoint";

// GET /api/papers – the papers a candidate can sit (UTME, WAEC objective papers, NECO English)
export const GET = route(endpoints.GET, async () => ({ papers: (await allPapers()).map(toPaperDto) }));
