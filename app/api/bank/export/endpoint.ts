import { endpoint } from "@/lib/api/endpoint";
import { bankExportQuerySchema } from "@/lib/validation/bank";

export const GET = endpoint({
  method: "GET",
  path: "/api/bank/export",
  auth: "tutor",
  tag: "Question bank",
  summary:
    "Your active questions of a subject as an import file (JSON round-trips with its stimuli). A CSV cell a spreadsheet would run (starting with = + - @, a tab or a carriage return) is written with a leading apostrophe in quotes, which the CSV import takes off again",
  query: bankExportQuerySchema,
  responses: {
    200: {
      description: "The file: application/json for format=json, text/csv for format=csv",
      mediaType: "*/*",
      headers: { "Content-Disposition": "attachment, with the file's name" },
    },
  },
});
