import { lagosDay } from "../validation/progress";
import { LEVEL_NAMES } from "../study/level-names";
import type { MasteryLevel } from "../study/mastery";

// A guardian's weekly digest (docs/study-loop.md, "Guardian digest"): the practice done this
// week, the trend against the week before, the two weakest topics. Never a question or an
// answer: only counts, percentages, paper titles and scores, and topic names go in. Pure: the
// server gathers the facts (server/guardian/guardian-digest.ts) and this writes the words.

/** A digest is due when the last went out this many Lagos calendar days ago or more (or never). */
export const DIGEST_INTERVAL_DAYS = 7;
/** How many weak topics a digest names. */
export const DIGEST_WEAKEST = 2;
/** An SMS of at most two segments (GSM-7, 153 characters each when joined). */
export const SMS_MAX = 306;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a digest last sent at `lastSentAt` is due again at `now`. Counted in Lagos calendar
 * days, not hours, so a weekly run that starts a few minutes earlier than last week's still sends.
 */
export function isDigestDue(lastSentAt: Date | null, now: Date): boolean {
  if (lastSentAt === null) return true;
  const days = (Date.parse(lagosDay(now)) - Date.parse(lagosDay(lastSentAt))) / DAY_MS;
  return days >= DIGEST_INTERVAL_DAYS;
}

export type DigestFacts = {
  studentName: string;
  guardianName: string;
  /** The 7 days up to now. */
  week: { answers: number; correct: number; papers: number; drills: number; seconds: number };
  /** The 7 days before those. */
  weekBefore: { answers: number; correct: number };
  /** The latest paper (not a drill) submitted this week, and the one of the same paper before it. */
  latestPaper: { title: string; score: number; max: number; previous: { score: number; max: number } | null } | null;
  /** The attempted topics with the lowest estimate, weakest first. */
  weakest: { subject: string; topic: string; level: MasteryLevel }[];
};

export type DigestContent = {
  subject: string;
  greeting: string;
  intro: string;
  practice: string;
  trend: string;
  weakestIntro: string;
  weakest: string[];
  closing: string;
  /** Every part above as plain text (the WhatsApp message). */
  text: string;
  /** The short form for SMS, at most SMS_MAX characters. */
  sms: string;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const percent = (correct: number, answers: number) => Math.round((correct / answers) * 100);

/** "about 40 minutes", "about 1 hour 5 minutes", "about 2 hours". */
export function studyTime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${plural(minutes, "minute")}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${plural(hours, "hour")}${rest ? ` ${plural(rest, "minute")}` : ""}`;
}

function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

export function practiceSentence(name: string, week: DigestFacts["week"]): string {
  const minutes = Math.round(week.seconds / 60);
  if (week.answers === 0 && week.papers === 0 && week.drills === 0 && minutes === 0)
    return `${name} did no practice on ExamPrep this week.`;
  const done = [
    week.answers > 0 ? `answered ${plural(week.answers, "question")}` : "",
    week.papers > 0 ? `sat ${plural(week.papers, "practice paper")}` : "",
    week.drills > 0 ? `did ${plural(week.drills, "topic drill")}` : "",
  ].filter(Boolean);
  const time = minutes > 0 ? `studied for ${studyTime(week.seconds)}` : "";
  if (done.length === 0) return `${name} ${time} this week.`;
  return `${name} ${joinAnd(done)} this week${time ? `, and ${time}` : ""}.`;
}

/** Points of accuracy under which two weeks read as "about the same". */
export const SAME_WITHIN_POINTS = 3;

export function trendSentence(facts: Pick<DigestFacts, "week" | "weekBefore" | "latestPaper">): string {
  const { week, weekBefore } = facts;
  let accuracy: string;
  if (week.answers === 0) {
    accuracy =
      weekBefore.answers === 0
        ? "No answers in the last two weeks to show a trend."
        : `No answers this week, after ${percent(weekBefore.correct, weekBefore.answers)}% right the week before.`;
  } else {
    const now = percent(week.correct, week.answers);
    if (weekBefore.answers === 0)
      accuracy = `${now}% of this week's answers were right (no practice the week before to compare with).`;
    else {
      const before = percent(weekBefore.correct, weekBefore.answers);
      const change = now - before;
      accuracy =
        Math.abs(change) < SAME_WITHIN_POINTS
          ? `${now}% of this week's answers were right, about the same as the week before (${before}%).`
          : `${now}% of this week's answers were right, ${change > 0 ? "up" : "down"} from ${before}% the week before.`;
    }
  }
  const paper = facts.latestPaper;
  if (!paper) return accuracy;
  const previous = paper.previous ? ` (the one before: ${paper.previous.score} out of ${paper.previous.max})` : "";
  return `${accuracy} Latest practice paper: ${paper.title}, ${paper.score} out of ${paper.max}${previous}.`;
}

const weakLine = (w: DigestFacts["weakest"][number]) => `${w.subject}: ${w.topic} (${LEVEL_NAMES[w.level]})`;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function smsText(facts: DigestFacts, max: number): string {
  const { week, weekBefore, studentName } = facts;
  const name = cut(studentName, 30);
  const minutes = Math.round(week.seconds / 60);
  let trend = "";
  if (week.answers > 0) {
    const now = percent(week.correct, week.answers);
    trend = `, ${now}% right`;
    if (weekBefore.answers > 0) {
      const before = percent(weekBefore.correct, weekBefore.answers);
      trend +=
        Math.abs(now - before) < SAME_WITHIN_POINTS
          ? " (same as last week)"
          : ` (${now > before ? "up" : "down"} from ${before}%)`;
    }
  }
  const head = `ExamPrep weekly: ${name} answered ${plural(week.answers, "question")}${trend}, ${minutes} min of study.`;
  const weak = facts.weakest.slice(0, DIGEST_WEAKEST);
  if (weak.length === 0) return cut(head, max);
  const room = Math.floor((max - head.length - " Weakest: .".length - 2) / weak.length);
  const topics = weak.map((w) => cut(`${w.topic} (${LEVEL_NAMES[w.level]})`, room)).join("; ");
  return cut(`${head} Weakest: ${topics}.`, max);
}

/**
 * The digest's words from its facts. With `stopLink` (the guardian's own unsubscribe page), the
 * WhatsApp text and the SMS end with it, the SMS still within SMS_MAX.
 */
export function composeDigest(facts: DigestFacts, stopLink?: string): DigestContent {
  const name = facts.studentName.trim() || "Your child";
  const guardian = facts.guardianName.trim();
  const weakest = facts.weakest.slice(0, DIGEST_WEAKEST).map(weakLine);
  const content = {
    subject: `${name}'s week on ExamPrep`,
    greeting: `Hello ${guardian || "there"},`,
    intro: `${name} asked ExamPrep to send you a summary of their exam practice every week. It never shows questions or answers.`,
    practice: practiceSentence(name, facts.week),
    trend: trendSentence(facts),
    weakestIntro:
      weakest.length === 0
        ? "Not enough practice yet to name the weakest topics."
        : weakest.length === 1
          ? "The topic to work on most:"
          : "The two topics to work on most:",
    weakest,
    closing: `${name} can stop these summaries at any time in Settings on ExamPrep.`,
  };
  const text = [
    content.greeting,
    content.intro,
    content.practice,
    content.trend,
    [content.weakestIntro, ...weakest.map((w) => `- ${w}`)].join("\n"),
    content.closing,
    ...(stopLink ? [`To stop these summaries yourself: ${stopLink}`] : []),
  ].join("\n\n");
  const stop = stopLink ? ` Stop: ${stopLink}` : "";
  return { ...content, text, sms: smsText({ ...facts, studentName: name }, SMS_MAX - stop.length) + stop };
}
