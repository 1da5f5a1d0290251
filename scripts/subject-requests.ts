// npm run subject-requests [-- --limit 100] – prints the latest "Request a subject" entries,
// newest first, one per line (tab-separated), for operators deciding what to teach next.
import "dotenv/config";

const flag = process.argv.indexOf("--limit");
const limit = flag > 0 ? Number(process.argv[flag + 1]) : 50;
if (!Number.isInteger(limit) || limit < 1) {
  console.error("--limit must be a whole number of at least 1");
  process.exit(1);
}
const { listLatestSubjectRequests } = await import("../server/courses/subject-requests");
const requests = await listLatestSubjectRequests(limit);
if (requests.length === 0) console.log("No subject requests yet.");
for (const r of requests) {
  console.log([r.created_at, r.exam, r.subject, r.requester_email ?? "anonymous", r.note ?? ""].join("\t"));
}
process.exit(0);
