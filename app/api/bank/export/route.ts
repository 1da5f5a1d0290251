import { exportBank } from "@/server/bank/export";
import { noStore, route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/bank/export?format=json|csv&subject=… – the tutor's active questions as an import file
export const GET = route(endpoints.GET, async ({ query, user }) => {
  const file = await exportBank(user.id, query);
  return new Response(file.body, {
    headers: {
      ...noStore,
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
    },
  });
});
