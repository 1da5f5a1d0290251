import { bankExportQuerySchema } from "@/lib/validation/bank";
import { exportBank } from "@/server/bank/export";
import { noStore, route } from "@/server/http/route";
import { readQuery } from "@/server/http/read-input";

// GET /api/bank/export?format=json|csv&subject=… – the tutor's active questions as an import file
export const GET = route({ auth: "tutor" }, async ({ req, user }) => {
  const file = await exportBank(user.id, readQuery(req, bankExportQuerySchema));
  return new Response(file.body, {
    headers: {
      ...noStore,
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
    },
  });
});
