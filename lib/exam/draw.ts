// Drawing a candidate's questions for one section of a paper, as Moodle's random questions do
// from bank categories: cover as many syllabus topics as the section has room for, prefer
// questions the candidate has not seen recently while the bank allows, and keep the questions
// of a shared stimulus (a passage, a table) together. Pure: the caller passes the randomness.

export type PoolQuestion = {
  id: string;
  /** Leaf topic slug. */
  topic: string;
  stimulusId: string | null;
  /** Seen by this candidate in a recent sitting. */
  recent: boolean;
};

export type DrawRequest = {
  pool: readonly PoolQuestion[];
  count: number;
  /** Questions wanted from particular topics first: { "<topic slug>": n }. */
  quotas?: Readonly<Record<string, number>>;
  /** Topic slugs in syllabus order; the drawn questions come out in this order. */
  topicOrder: readonly string[];
  random: () => number;
};

export class BankTooSmall extends Error {
  constructor(
    readonly available: number,
    readonly needed: number,
  ) {
    super(`the bank has ${available} questions where ${needed} are needed`);
  }
}

/** Questions drawn together: one stimulus's questions, or a single question. */
type Unit = { topic: string; questions: PoolQuestion[]; recent: boolean };

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function unitsOf(pool: readonly PoolQuestion[]): Unit[] {
  const byStimulus = new Map<string, PoolQuestion[]>();
  const units: Unit[] = [];
  for (const question of pool) {
    if (!question.stimulusId) {
      units.push({ topic: question.topic, questions: [question], recent: question.recent });
      continue;
    }
    const group = byStimulus.get(question.stimulusId);
    if (group) group.push(question);
    else {
      const questions = [question];
      byStimulus.set(question.stimulusId, questions);
      units.push({ topic: question.topic, questions, recent: false });
    }
  }
  // A stimulus counts as recent when any of its questions was seen.
  for (const unit of units) unit.recent = unit.questions.some((q) => q.recent);
  return units;
}

/** Per topic, units not seen recently first, each group in random order. */
function queuesByTopic(units: Unit[], random: () => number): Map<string, Unit[]> {
  const queues = new Map<string, Unit[]>();
  for (const unit of shuffle(units, random)) {
    const queue = queues.get(unit.topic) ?? [];
    queue.push(unit);
    queues.set(unit.topic, queue);
  }
  for (const [topic, queue] of queues) queues.set(topic, [...queue.filter((u) => !u.recent), ...queue.filter((u) => u.recent)]);
  return queues;
}

/**
 * Draws exactly `count` questions, or throws BankTooSmall. Quotas are met first (as far as the
 * topic's questions allow), then topics take turns in random order, one unit each. Fresh units
 * come before recent ones everywhere: a unit the candidate saw is drawn only when no topic has a
 * fresh one that fits. A stimulus bigger than the room left waits while anything else fits, and
 * only when nothing does gives its first questions.
 */
export function drawSection({ pool, count, quotas = {}, topicOrder, random }: DrawRequest): PoolQuestion[] {
  if (pool.length < count) throw new BankTooSmall(pool.length, count);
  const queues = queuesByTopic(unitsOf(pool), random);
  const drawn: Unit[] = [];
  let room = count;
  const phases: ((unit: Unit) => boolean)[] = [(u) => !u.recent && u.questions.length <= room, (u) => u.questions.length <= room, () => true];
  const take = (topic: string, wanted: (unit: Unit) => boolean): boolean => {
    const queue = queues.get(topic) ?? [];
    const index = queue.findIndex(wanted);
    if (index === -1) return false;
    const [unit] = queue.splice(index, 1);
    const questions = unit!.questions.slice(0, room);
    drawn.push({ ...unit!, questions });
    room -= questions.length;
    return true;
  };

  for (const [topic, wanted] of Object.entries(quotas)) {
    const start = room;
    for (const phase of phases) while (room > 0 && start - room < wanted && take(topic, phase));
  }

  for (const phase of phases) {
    while (room > 0) {
      const topics = shuffle(
        [...queues].filter(([, queue]) => queue.some(phase)).map(([topic]) => topic),
        random,
      );
      if (topics.length === 0) break;
      for (const topic of topics) {
        if (room === 0) break;
        take(topic, phase);
      }
    }
  }

  const rank = new Map(topicOrder.map((topic, i) => [topic, i]));
  return drawn
    .map((unit, i) => ({ unit, i }))
    .sort((a, b) => (rank.get(a.unit.topic) ?? rank.size) - (rank.get(b.unit.topic) ?? rank.size) || a.i - b.i)
    .flatMap(({ unit }) => unit.questions);
}

/** A random order of option indexes, and the letter the right option ends up under. */
export function shuffleOptions(optionCount: number, answerIndex: number, random: () => number): { order: number[]; correctKey: string } {
  const order = shuffle(
    Array.from({ length: optionCount }, (_, i) => i),
    random,
  );
  return { order, correctKey: optionKey(order.indexOf(answerIndex)) };
}

export const optionKey = (position: number) => String.fromCharCode(65 + position);

/** Option letters of a paper with this many options: A–D or A–E. */
export const optionKeys = (optionCount: number) => Array.from({ length: optionCount }, (_, i) => optionKey(i));

/** A small seeded generator (mulberry32) for tests and reproducible draws. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
