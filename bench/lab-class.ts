// Lab mode's class mock (docs/schools.md, docs/performance.md "Lab mode"): one server process on
// a laptop serves a class of 60 phones sitting an assigned JAMB UTME paper at once. The teacher
// opens a class, the 60 students join it by its code, the teacher sets the UTME paper (each
// student's own combination); the students start within a minute (Poisson arrivals) and each
// answers one question every 20 s, every answer saved as the sitting screen saves it (PUT
// /api/sittings/{id}/answers), while the teacher's live room asks for the progress every 5 s.
// At the end each student submits and the teacher reads the results and the CSV. Afterwards
// every answer sent must be in the database, in the student's submitted sitting.
import { createHash, randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { seededRandom, poissonArrivals } from "./arrivals";
import { appStallMeter, appStallsText } from "./app-stalls";
import { ms, percentileOfSorted, target, type BenchContext, type Section } from "./context";
import { cpuMeter, cpuText } from "./machine";
import { openConnections, type Connections, type LoadRequest } from "./open-loop";

const PHONES = 60;
const ARRIVAL_WINDOW_MS = 60_000;
const ANSWER_EVERY_MS = 20_000;
const ROOM_EVERY_MS = 5_000;
const P95_TARGET_MS = 300;
/** Minutes each phone answers for (BENCH_LAB_MINUTES); 60 answers the whole paper, 180 questions at one every 20 s. */
const ANSWER_MINUTES = Number(process.env.BENCH_LAB_MINUTES ?? 5);
const SEED = 36;
/** The combinations the class sits, in turn: English and three others. */
const COMBINATIONS = [
  ["Physics", "Chemistry", "Biology"],
  ["Mathematics", "Physics", "Chemistry"],
  ["Government", "Economics", "Literature"],
  ["Biology", "Chemistry", "Agricultural Science"],
  ["Commerce", "Accounting", "Economics"],
];

type Kind = "join" | "start" | "answer" | "submit" | "room" | "results";
type Sample = { kind: Kind; ms: number; status: number; error?: string };
type Question = { id: string; options: { key: string }[] };
type Sitting = { id: string; sections: { subject: string; questions: Question[] }[] };

class Lab {
  readonly samples: Sample[] = [];
  private t0 = performance.now();
  constructor(private readonly connections: Connections) {}

  restart() {
    this.t0 = performance.now();
  }

  async at(dueMs: number) {
    await new Promise((r) => setTimeout(r, Math.max(0, dueMs - (performance.now() - this.t0))));
  }

  /** Sends one request when due; its latency counts from then (open loop). */
  async send<T>(
    kind: Kind,
    dueMs: number,
    req: LoadRequest,
    record = true,
  ): Promise<{ status: number; json: T | null; text: string }> {
    await this.at(dueMs);
    const began = performance.now();
    const sample: Sample = { kind, ms: 0, status: 0 };
    try {
      const res = await this.connections.request(req);
      sample.status = res.status;
      if (res.status < 200 || res.status > 299) sample.error = `${res.status} ${res.body.slice(0, 160)}`;
      const isJson = res.body.startsWith("{");
      return { status: res.status, json: isJson ? (JSON.parse(res.body) as T) : null, text: res.body };
    } catch (err) {
      sample.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      return { status: 0, json: null, text: "" };
    } finally {
      sample.ms = performance.now() - Math.max(began, this.t0 + dueMs);
      if (record) this.samples.push(sample);
    }
  }
}

async function teacherToken(ctx: BenchContext): Promise<string> {
  const stamp = Date.now().toString(36);
  const teacher = await ctx.db.user.create({
    data: {
      role: "tutor",
      email: `lab-teacher-${stamp}@bench.examprep.ng`,
      passwordHash: "unused",
      firstName: "Bench",
      lastName: "Teacher",
      displayName: "Bench T.",
      emailVerifiedAt: new Date(),
      tutorProfile: { create: {} },
    },
  });
  const secret = randomBytes(32).toString("base64url");
  const session = await ctx.db.session.create({
    data: {
      userId: teacher.id,
      tokenHash: createHash("sha256").update(secret).digest("hex"),
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return encode({ token: { sid: session.id, sk: secret, sub: teacher.id }, secret: ctx.authSecret, maxAge: 86_400 });
}

function stats(samples: Sample[]) {
  const lat = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentileOfSorted(lat, 50),
    p95: percentileOfSorted(lat, 95),
    max: lat.at(-1) ?? NaN,
    errors: samples.filter((s) => s.error).length,
  };
}

export async function measureLabClass(ctx: BenchContext): Promise<Section> {
  const answersEach = Math.floor((ANSWER_MINUTES * 60_000) / ANSWER_EVERY_MS);
  const connections = openConnections(ctx.baseUrl, PHONES + 2, 60_000);
  const lab = new Lab(connections);
  try {
    const teacher = { authorization: `Bearer ${await teacherToken(ctx)}`, "content-type": "application/json" };
    const students = await ctx.students(PHONES, "lab");
    const created = await lab.send<{ class: { id: string; join_code: string } }>(
      "join",
      0,
      { method: "POST", path: "/api/classes", headers: teacher, body: JSON.stringify({ name: "SS3 Lab" }) },
      false,
    );
    const cls = created.json!.class;
    // The class joins by its code before the mock (not counted: the mock is measured).
    await Promise.all(
      students.map((s) =>
        lab.send("join", 0, {
          method: "POST",
          path: "/api/classes/join",
          headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" },
          body: JSON.stringify({ code: cls.join_code.toLowerCase() }),
        }),
      ),
    );
    const joinStats = stats(lab.samples.splice(0));
    const window = {
      opens_at: new Date(Date.now() - 60_000).toISOString(),
      closes_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
    };
    const assigned = await lab.send<{ assignment: { id: string } }>(
      "start",
      0,
      {
        method: "POST",
        path: `/api/classes/${cls.id}/assignments`,
        headers: teacher,
        body: JSON.stringify({ paper_id: "utme", mode: "exam", title: "UTME lab mock", ...window }),
      },
      false,
    );
    if (!assigned.json) throw new Error(`the assignment was not set: ${assigned.text.slice(0, 200)}`);
    const assignmentId = assigned.json.assignment.id;
    const room = `/api/classes/${cls.id}/assignments/${assignmentId}`;

    const random = seededRandom(SEED);
    const arrivals = poissonArrivals(PHONES, ARRIVAL_WINDOW_MS, random);
    const sent = new Map<string, Map<string, string>>();
    ctx.log(
      `lab: ${PHONES} phones start a UTME mock within ${ARRIVAL_WINDOW_MS / 1000} s and answer every ${ANSWER_EVERY_MS / 1000} s for ${ANSWER_MINUTES} min`,
    );
    const meter = cpuMeter(ctx.databaseUrl);
    const appMeter = appStallMeter(ctx.probeDir);
    lab.restart();
    const lastAnswerMs = ARRIVAL_WINDOW_MS + answersEach * ANSWER_EVERY_MS;
    let roomDone = false;
    const watchRoom = (async () => {
      for (let due = 0; !roomDone && due <= lastAnswerMs + ANSWER_EVERY_MS; due += ROOM_EVERY_MS) {
        await lab.send("room", due, { method: "GET", path: `${room}/progress`, headers: teacher });
      }
    })();
    const sittingIds = await Promise.all(
      students.map(async (student, i) => {
        const auth = { authorization: `Bearer ${student.token}`, "content-type": "application/json" };
        const combination = ["English", ...COMBINATIONS[i % COMBINATIONS.length]!];
        const started = await lab.send<{ sitting: Sitting }>("start", arrivals[i]!, {
          method: "POST",
          path: `/api/assignments/${assignmentId}/start`,
          headers: auth,
          body: JSON.stringify({ subjects: combination }),
        });
        const sitting = started.json?.sitting;
        if (!sitting) return null;
        const questions = sitting.sections.flatMap((s) => s.questions);
        const mine = new Map<string, string>();
        sent.set(sitting.id, mine);
        for (let k = 0; k < answersEach && k < questions.length; k++) {
          const q = questions[k]!;
          const key = q.options[Math.floor(random() * q.options.length)]!.key;
          const saved = await lab.send("answer", arrivals[i]! + (k + 1) * ANSWER_EVERY_MS, {
            method: "PUT",
            path: `/api/sittings/${sitting.id}/answers`,
            headers: auth,
            body: JSON.stringify({ answers: { [q.id]: key }, opened: [q.id] }),
          });
          if (saved.status === 200) mine.set(q.id, key);
        }
        await lab.send("submit", arrivals[i]! + (answersEach + 1) * ANSWER_EVERY_MS, {
          method: "POST",
          path: `/api/sittings/${sitting.id}/submit`,
          headers: auth,
        });
        return sitting.id;
      }),
    );
    roomDone = true;
    await watchRoom;
    const results = await lab.send("results", 0, { method: "GET", path: `${room}/results`, headers: teacher });
    const csv = await lab.send("results", 0, { method: "GET", path: `${room}/results?format=csv`, headers: teacher });
    const cpu = meter(lab.samples.length);
    const app = appMeter(lab.samples.length);

    // Every answer the phones sent and the server accepted is in the submitted sitting.
    const sittings = await ctx.db.sitting.findMany({
      where: { assignmentId },
      select: { id: true, submittedAt: true, items: { select: { questionId: true, answer: true } } },
    });
    let lostAnswers = 0;
    let sentAnswers = 0;
    for (const [sittingId, answers] of sent) {
      const row = sittings.find((s) => s.id === sittingId);
      const stored = new Map(row?.items.map((it) => [it.questionId, it.answer]) ?? []);
      for (const [questionId, key] of answers) {
        sentAnswers++;
        if (!row?.submittedAt || stored.get(questionId) !== key) lostAnswers++;
      }
    }
    const rejected = lab.samples.filter((s) => s.kind === "answer" && s.error).length;
    const started = sittingIds.filter(Boolean).length;
    const csvRows = csv.text.trim().split("\r\n").length - 1;

    const kinds: (Kind | "all")[] = ["start", "answer", "submit", "room", "results", "all"];
    const rows = kinds.map((kind) => ({
      kind,
      ...stats(lab.samples.filter((s) => kind === "all" || s.kind === kind)),
    }));
    const all = rows.at(-1)!;
    ctx.log(
      `lab: ${all.requests} requests, p95 ${ms(all.p95)}, errors ${all.errors}, answers sent ${sentAnswers}, lost ${lostAnswers + rejected}`,
    );
    return {
      title: `Lab mode: a class of ${PHONES} phones sits an assigned UTME mock on one server process (answers for ${ANSWER_MINUTES} min)`,
      table: [
        ["requests", "count", "p50", "p95", "max", "errors"],
        ...rows.map((r) => [r.kind, r.requests, ms(r.p50), ms(r.p95), ms(r.max), r.errors]),
        [
          "database",
          `${started} sittings`,
          `${sentAnswers} answers sent`,
          `${lostAnswers + rejected} lost`,
          `${csvRows} CSV rows`,
          "",
        ],
      ],
      targets: [
        target("Lab class mock p95 (all requests)", all.p95, "<=", P95_TARGET_MS, "ms"),
        target("Lab class mock lost answers", lostAnswers + rejected, "<=", 0),
        target("Lab class mock errors", all.errors, "<=", 0),
      ],
      data: {
        phones: PHONES,
        server_processes: ctx.instances,
        arrival_window_ms: ARRIVAL_WINDOW_MS,
        answer_every_ms: ANSWER_EVERY_MS,
        answer_minutes: ANSWER_MINUTES,
        answers_each: answersEach,
        room_every_ms: ROOM_EVERY_MS,
        requests: rows,
        joins: joinStats,
        sittings_started: started,
        answers_sent: sentAnswers,
        answers_lost: lostAnswers,
        answers_refused: rejected,
        results_status: results.status,
        csv_rows: csvRows,
        cpu,
        app,
      },
      notes: [
        `${ctx.instances} server process${ctx.instances === 1 ? "" : "es"} (run it with BENCH_INSTANCES=1 for the lab's one process, as \`npm run lab\` runs by default). The ${PHONES} students joined by the class code first (p50 / p95 ${ms(joinStats.p50)} / ${ms(joinStats.p95)}, not counted above).`,
        `Starts are a Poisson process over ${ARRIVAL_WINDOW_MS / 1000} s; each phone chooses English and three subjects (five combinations in turn), then answers one question every ${ANSWER_EVERY_MS / 1000} s for ${ANSWER_MINUTES} minutes (${answersEach} answers, each its own save), and submits. BENCH_LAB_MINUTES=60 answers the whole paper (180 questions) at the same rate.`,
        `The teacher's live room asks for the progress every ${ROOM_EVERY_MS / 1000} s throughout; at the end the teacher reads the results and the CSV (${csvRows} rows).`,
        `Afterwards every answer the server accepted must be in the student's submitted sitting (sitting_items.answer), and no answer may have been refused.`,
        `CPU over the run: ${cpuText(cpu)}; the app's processes: ${appStallsText(app)}.`,
      ],
    };
  } finally {
    await connections.close();
  }
}
