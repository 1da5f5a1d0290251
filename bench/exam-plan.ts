// Pure parts of the exam module (bench/exam.ts): which subjects each simulated candidate
// chooses, what a sitting's screen must fetch besides its JSON, and whether the database holds
// exactly the sittings the candidates started.

/** The required subjects plus `choose` of the optional ones, picked uniformly at random. */
export function pickCombination(
  required: readonly string[],
  optional: readonly string[],
  choose: number,
  random: () => number,
): string[] {
  if (choose > optional.length) throw new Error(`cannot choose ${choose} of ${optional.length} subjects`);
  const pool = [...optional];
  // A partial Fisher–Yates shuffle: the first `choose` places are a uniform random subset.
  for (let i = 0; i < choose; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return [...required, ...pool.slice(0, choose)];
}

/** The parts of a sitting (POST /api/papers/{id}/sittings, GET /api/sittings/{id}) the screen fetches or renders. */
export type SittingShape = {
  id: string;
  sections: {
    subject: string;
    questions: { id: string; html?: string; image_url?: string | null; options: { html?: string }[] }[];
  }[];
  stimuli: { id: string; html?: string; image_url?: string | null }[];
};

/** Every image the questions and stimuli reference, once each, in order of first mention. */
export function imageUrls(sitting: SittingShape): string[] {
  const urls = [
    ...sitting.stimuli.map((s) => s.image_url),
    ...sitting.sections.flatMap((section) => section.questions.map((q) => q.image_url)),
  ].filter((u): u is string => typeof u === "string" && u.length > 0);
  return [...new Set(urls)];
}

/** The rendered notation (MathML) of the questions and options, in paper order. */
export function notationHtml(sitting: SittingShape): string[] {
  return sitting.sections.flatMap((section) =>
    section.questions.flatMap((q) =>
      [q.html, ...q.options.map((o) => o.html)].filter((h): h is string => typeof h === "string" && h.length > 0),
    ),
  );
}

/** One sitting as the database holds it after the start rush. */
export type StoredSitting = {
  studentId: string;
  sittingId: string;
  paperId: string;
  mode: string;
  subjects: string[];
  /** Items per subject. */
  perSubject: Record<string, number>;
  /** Distinct questions among the items; distinct item numbers, the lowest and the highest. */
  distinctQuestions: number;
  numbers: number;
  firstNumber: number;
  lastNumber: number;
};

export type StartCheck = {
  /** Students with no sitting, or with more than one. */
  missing: number;
  duplicated: number;
  /** Sittings of another paper or mode, other subjects, or not exactly the paper's items. */
  wrong: number;
  /** The first few problems, in words. */
  problems: string[];
};

/**
 * Every planned student must have exactly one sitting of `paperId` in `mode`, of the subjects
 * they chose, holding `sectionSizes[subject]` distinct questions per subject numbered 1..total.
 */
export function checkStartedSittings(
  planned: readonly { studentId: string; subjects: readonly string[] }[],
  stored: readonly StoredSitting[],
  expected: { paperId: string; mode: string; sectionSizes: Readonly<Record<string, number>> },
): StartCheck {
  const byStudent = new Map<string, StoredSitting[]>();
  for (const s of stored) byStudent.set(s.studentId, [...(byStudent.get(s.studentId) ?? []), s]);
  const check: StartCheck = { missing: 0, duplicated: 0, wrong: 0, problems: [] };
  const problem = (text: string) => {
    if (check.problems.length < 5) check.problems.push(text);
  };
  for (const plan of planned) {
    const mine = byStudent.get(plan.studentId) ?? [];
    if (mine.length === 0) {
      check.missing++;
      problem(`${plan.studentId} has no sitting`);
      continue;
    }
    if (mine.length > 1) {
      check.duplicated += mine.length - 1;
      problem(`${plan.studentId} has ${mine.length} sittings`);
    }
    const total = plan.subjects.reduce((sum, subject) => sum + (expected.sectionSizes[subject] ?? NaN), 0);
    for (const s of mine) {
      const why: string[] = [];
      if (s.paperId !== expected.paperId) why.push(`paper ${s.paperId}`);
      if (s.mode !== expected.mode) why.push(`mode ${s.mode}`);
      if ([...s.subjects].sort().join() !== [...plan.subjects].sort().join())
        why.push(`subjects ${s.subjects.join(", ")}`);
      for (const subject of plan.subjects) {
        const want = expected.sectionSizes[subject];
        if (s.perSubject[subject] !== want) why.push(`${s.perSubject[subject] ?? 0} ${subject} items, not ${want}`);
      }
      const items = Object.values(s.perSubject).reduce((sum, n) => sum + n, 0);
      if (items !== total) why.push(`${items} items, not ${total}`);
      if (s.distinctQuestions !== total) why.push(`${s.distinctQuestions} distinct questions`);
      if (s.numbers !== total || s.firstNumber !== 1 || s.lastNumber !== total)
        why.push(`numbered ${s.firstNumber}–${s.lastNumber} (${s.numbers} distinct), not 1–${total}`);
      if (why.length) {
        check.wrong++;
        problem(`${s.sittingId}: ${why.join("; ")}`);
      }
    }
  }
  return check;
}

/** One network drop during a sitting: when it begins (ms from the sitting's start), how long the phone is offline, and whether the page is reloaded meanwhile. */
export type Drop = { atMs: number; offlineMs: number; reload: boolean };

export type DropPlan = {
  drops: number;
  /** Each drop lasts a uniform time in [min, max]. */
  offlineMs: readonly [number, number];
  /** The connection is back for a uniform time in [min, max] before each drop and after the last. */
  onlineMs: readonly [number, number];
  /** How many of the drops reload the page while offline. */
  reloads: number;
};

/**
 * `drops` network drops one after another over a sitting, none overlapping: an online stretch,
 * a drop, an online stretch … and a last online stretch. The reloading drops are a uniform
 * random subset. Returns the drops and the sitting's whole span.
 */
export function planDrops(plan: DropPlan, random: () => number): { drops: Drop[]; spanMs: number } {
  if (plan.reloads > plan.drops) throw new Error(`cannot reload in ${plan.reloads} of ${plan.drops} drops`);
  const between = ([min, max]: readonly [number, number]) => min + random() * (max - min);
  const drops: Drop[] = [];
  let at = 0;
  for (let i = 0; i < plan.drops; i++) {
    at += between(plan.onlineMs);
    const offlineMs = between(plan.offlineMs);
    drops.push({ atMs: Math.round(at), offlineMs: Math.round(offlineMs), reload: false });
    at += offlineMs;
  }
  at += between(plan.onlineMs);
  const order = drops.map((_, i) => i);
  for (let i = 0; i < plan.reloads; i++) {
    const j = i + Math.floor(random() * (order.length - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
    drops[order[i]!]!.reload = true;
  }
  return { drops, spanMs: Math.round(at) };
}

/** What the server kept of the answers a student gave (question id → letter). */
export type AnswerCheck = {
  given: number;
  /** Answers the server holds, of any question. */
  saved: number;
  /** Given answers the server does not hold (missing) or holds as another letter (differ). */
  lost: number;
  missing: number;
  differ: number;
  /** Server answers for questions the student never answered. */
  extra: number;
  /** The first few lost answers, in words. */
  examples: string[];
};

export function checkSavedAnswers(
  given: Readonly<Record<string, string>>,
  saved: Readonly<Record<string, string>>,
): AnswerCheck {
  const check: AnswerCheck = {
    given: Object.keys(given).length,
    saved: Object.keys(saved).length,
    lost: 0,
    missing: 0,
    differ: 0,
    extra: 0,
    examples: [],
  };
  for (const [id, key] of Object.entries(given)) {
    if (saved[id] === key) continue;
    check.lost++;
    if (saved[id] === undefined) check.missing++;
    else check.differ++;
    if (check.examples.length < 5) check.examples.push(`${id}: gave ${key}, server has ${saved[id] ?? "nothing"}`);
  }
  check.extra = Object.keys(saved).filter((id) => !(id in given)).length;
  return check;
}

/** One response the sitting page loaded, as Chromium received it. */
export type LoadedResource = {
  url: string;
  /** Chromium's resource type: document, script, stylesheet, font, fetch, image … */
  type: string;
  /** Body bytes as they came over the wire (compressed), headers not counted. */
  bytes: number;
};

export type PageBytes = {
  document: number;
  js: number;
  css: number;
  /** Web fonts: none, as the app draws text and notation (MathML) with the phone's own. */
  fonts: number;
  /**
   * The paper's questions, passages and notation (MathML) as the page receives them: the sitting
   * page's document, which carries the open sitting (its own HTML counted with it), and
   * GET /api/sittings/{id} when the screen asks for it.
   */
  paperJson: number;
  /** The images the paper's questions and stimuli reference, and any others. */
  paperImages: number;
  /** How many of the paper's images the page fetched. */
  paperImageCount: number;
  other: number;
  /** The paper's data for the phone: its JSON and images. */
  paper: number;
  /** The page itself: document, JS, the app's CSS and fonts, anything else. */
  page: number;
  total: number;
  requests: number;
};

/** Sorts what the sitting page loaded into the paper's data and the page's own. */
export function sittingPageBytes(
  resources: readonly LoadedResource[],
  sittingApiPath: string,
  paperImages: readonly string[],
  sittingPagePath?: string,
): PageBytes {
  const images = new Set(paperImages);
  const out: PageBytes = {
    document: 0,
    js: 0,
    css: 0,
    fonts: 0,
    paperJson: 0,
    paperImages: 0,
    paperImageCount: 0,
    other: 0,
    paper: 0,
    page: 0,
    total: 0,
    requests: resources.length,
  };
  for (const r of resources) {
    const url = new URL(r.url);
    if (url.pathname === sittingApiPath || (r.type === "document" && url.pathname === sittingPagePath))
      out.paperJson += r.bytes;
    else if (images.has(url.pathname + url.search) || images.has(r.url)) {
      out.paperImages += r.bytes;
      out.paperImageCount++;
    } else if (r.type === "document") out.document += r.bytes;
    else if (r.type === "script") out.js += r.bytes;
    else if (r.type === "stylesheet") out.css += r.bytes;
    else if (r.type === "font") out.fonts += r.bytes;
    else out.other += r.bytes;
  }
  out.paper = out.paperJson + out.paperImages;
  out.page = out.document + out.js + out.css + out.fonts + out.other;
  out.total = out.paper + out.page;
  return out;
}
