// An empty route handler of the same build, for `npm run bench`: what a request costs in
// Next.js before a handler does anything (GET), and with a JSON body read (POST, as quiz
// submit's). Only in a build made with EXAMPREP_BENCH_ROUTES=1 (next.config.ts).
export function GET() {
  return Response.json({ ok: true });
}

export async function POST(req: Request) {
  await req.text();
  return Response.json({ ok: true });
}
