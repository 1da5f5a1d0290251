import { json } from "@/server/http/route";

// Any /api path no handler claims: a JSON 404 (API clients never get an HTML page).
function notFound() {
  return json({ message: "Not found", error: "not_found" }, { status: 404 });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
