// Drawing a candidate's questions for one section of a paper, as Moodle's random questions do
// from bank categories: cover as many syllabus topics as the section has room for, prefer
// questions the candidate has never seen while the bank allows (then those seen longest ago),
// and keep the questions
// of a shared stimulus (a passage, a table) together. Pure: the caller passes the randomness.

export type PoolQuestion = {
  id: string;
  /** Leaf topic slug. */
  topic: string;
  stimulusId: string | null;
  /** Seen by this candidate in a recent sitting. */
  recent: boolean;
  /** Seen by this candidate in any sitting (recent ones included); unset means `recent`. */
  seen?: boolean;
};

export type DrawRequest = {
  pool: readonly PoolQuestion[];
  count: number;
  /**
   * Questions wanted from particular topics first: { "<topic slug>": n }. A key may name a group
   * of topics (a syllabus section) listed in `groups`; its questions then come from those
   * topics in turn.
   */
  quotas?: Readonly<Record<string, number>>;
  /** The leaf topics of a quota key that is not a leaf itself: { "<section slug>": ["<leaf>", …] }. */
  groups?: Readonly<Record<string, readonly string[]>>;
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
type Unit = { topic: string; questions: PoolQuestion[]; recent: boolean; seen: boolean };

const seenEver = (q: PoolQuestion) => q.seen ?? q.recent;

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
      units.push({ topic: question.topic, questions: [question], recent: question.recent, seen: seenEver(question) });
      continue;
    }
    const group = byStimulus.get(question.stimulusId);
    if (group) group.push(question);
    else {
      const questions = [question];
      byStimulus.set(question.stimulusId, questions);
      units.push({ topic: question.topic, questions, recent: false, seen: false });
    }
  }
  // A stimulus counts as seen (or recent) when any of its questions was.
  for (const unit of units) {
    unit.recent = unit.questions.some((q) => q.recent);
    unit.seen = unit.recent || unit.questions.some(seenEver);
  }
  return units;
}

/** Per topic: units never seen, then seen but not recently, then recent; each group in random order. */
function queuesByTopic(units: Unit[], random: () => number): Map<string, Unit[]> {
  const queues = new Map<string, Unit[]>();
  for (const unit of shuffle(units, random)) {
    const queue = queues.get(unit.topic) ?? [];
    queue.push(unit);
    queues.set(unit.topic, queue);
  }
  const freshness = (u: Unit) => (u.recent ? 2 : u.seen ? 1 : 0);
  for (const [topic, queue] of queues)
    queues.set(
      topic,
      [0, 1, 2].flatMap((level) => queue.filter((u) => freshness(u) === level)),
    );
  return queues;
}

/**
 * Draws exactly `count` questions, or throws BankTooSmall. Quotas are met first (as far as the
 * topic's questions allow), then topics take turns in random order, one unit each, those of no
 * quota before those of a quota already met. Units the
 * candidate never saw come first everywhere, then those seen but not recently, then recent ones:
 * a seen unit is drawn only when no topic has an unseen one that fits. A stimulus bigger than the
 * room left waits while anything else fits, and only when nothing does gives its first questions.
 */
export function drawSection({
  pool,
  count,
  quotas = {},
  groups = {},
  topicOrder,
  random,
}: DrawRequest): PoolQuestion[] {
  if (pool.length < count) throw new BankTooSmall(pool.length, count);
  const queues = queuesByTopic(unitsOf(pool), random);
  const drawn: Unit[] = [];
  let room = count;
  const phases: ((unit: Unit) => boolean)[] = [
    (u) => !u.seen && u.questions.length <= room,
    (u) => !u.recent && u.questions.length <= room,
    (u) => u.questions.length <= room,
    () => true,
  ];
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

  // Quotas first. A quota's topics take turns, one unit each; units that fit what the quota still
  // wants come before any that would overshoot it (a five-question passage for a quota of six).
  const quotaTopics = new Set<string>();
  for (const [key, wanted] of Object.entries(quotas)) {
    const topics = shuffle(groups[key] ?? [key], random);
    topics.forEach((topic) => quotaTopics.add(topic));
    let taken = 0;
    const left = () => Math.min(room, wanted - taken);
    // Fresher units first; within a freshness, one that fits what is left of the quota, else (only
    // while the quota has nothing yet) one that overshoots it. A quota a unit would overshoot
    // stays short, and the turns below fill the room.
    const fitsQuota = (u: Unit) => u.questions.length <= left();
    const firstOfQuota = (u: Unit) => taken === 0 && u.questions.length <= room;
    const quotaPhases = [phases[0]!, phases[1]!, phases[2]!].flatMap((fresh) => [
      (u: Unit) => fresh(u) && fitsQuota(u),
      (u: Unit) => fresh(u) && firstOfQuota(u),
    ]);
    for (const phase of quotaPhases) {
      let progress = true;
      while (left() > 0 && progress) {
        progress = false;
        for (const topic of topics) {
          if (left() <= 0) break;
          const before = room;
          if (take(topic, phase)) {
            taken += before - room;
            progress = true;
          }
        }
      }
    }
  }

  // Then topics take turns, one unit each: at each freshness, those outside every quota first,
  // so a section that met its quota keeps to its share while other topics have fresh units,
  // and no seen unit is taken while any topic has an unseen one.
  for (const phase of phases) {
    for (const outsideQuotas of [true, false]) {
      while (room > 0) {
        const topics = shuffle(
          [...queues]
            .filter(([topic, queue]) => (!outsideQuotas || !quotaTopics.has(topic)) && queue.some(phase))
            .map(([topic]) => topic),
          random,
        );
        if (topics.length === 0) break;
        for (const topic of topics) {
          if (room === 0) break;
          take(topic, phase);
        }
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
export function shuffleOptions(
  optionCount: number,
  answerIndex: number,
  random: () => number,
): { order: number[]; correctKey: string } {
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
