import { importBankQuestions } from "@/server/bank/import";
import { json, route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/bank/imports – CSV, Aiken or JSON into the tutor's bank: a preview (200), or all or nothing (201)
export const POST = route(endpoints.POST, async ({ body, user }) => {
  const result = await importBankQuestions(user.id, body);
  if (result.preview)
    return { message: `${result.questions} question${result.questions === 1 ? "" : "s"} would be imported`, ...result };
  return json(
    { message: `${result.imported} question${result.imported === 1 ? "" : "s"} imported`, ...result },
    { status: 201 },
  );
});
