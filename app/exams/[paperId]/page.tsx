import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { Alert } from "@/components/ui/alert";
import { primaryButtonClass } from "@/components/ui/styles";
import { formatPaperTime, optionRange } from "@/lib/exam/display";
import { formatCount } from "@/lib/ui/format";
import { signInHref } from "@/lib/auth/safe-next";
import { getCurrentUser } from "@/server/auth/current-user";
import { bankStats } from "@/server/exam/bank-stats";
import { allPapers, toPaperDto, type PaperDef } from "@/server/exam/papers";
import { mySittings } from "@/server/exam/sitting-view";
import { getDataSettings } from "@/server/data-plan/data-settings";
import { log } from "@/server/log";
import { examHeading, lagosDateTime, modeLabel } from "../_components/exam-names";
import type { OfflineOffer } from "./_components/download-paper";
import { OfflinePaper } from "./_components/offline-paper";
import { StartSittingForm, type StartPaper } from "./_components/start-sitting-form";

type Params = { paperId: string };

async function findPaper(id: string): Promise<PaperDef | undefined> {
  return (await allPapers()).find((p) => p.id === id);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const paper = await findPaper((await params).paperId).catch(() => undefined);
  return paper ? { title: paper.title, description: paper.description } : { title: "Paper not found" };
}

/** The paper's rules in plain words, from its template. */
function rules(paper: PaperDef): string[] {
  const { questions, max_score: max } = toPaperDto(paper);
  const required = paper.sections.filter((s) => paper.required.includes(s.subject));
  const perChosen = paper.sections.find((s) => !paper.required.includes(s.subject))?.questions ?? 0;
  return [
    paper.choose > 0
      ? `${questions} questions, options ${optionRange(paper.options)}: ${required.map((s) => `${s.subject} ${s.questions}`).join(", ")} and ${perChosen} in each subject you choose.`
      : `${questions} questions, options ${optionRange(paper.options)}.`,
    `${formatPaperTime(paper.durationMinutes)} on one clock for the whole paper. When it runs out, the paper is submitted with the answers you saved.`,
    paper.scoring === "per_subject_100"
      ? `Each subject is scored out of 100 (correct answers ÷ questions × 100); the total is out of ${max}.`
      : `One mark for each correct answer, out of ${max}. A wrong or blank answer scores nothing; no mark is taken off.`,
    "Your answers are saved as you go. You can flag a question and come back to it before you submit.",
    paper.reviewPolicy === "never"
      ? "This paper does not show its answers after you submit."
      : "After you submit, you see your score by subject and topic, and can review every question with the correct answer and an explanation.",
    "One sitting of this paper at a time: finish or submit it before you start another.",
  ];
}

async function openSitting(studentId: string, paperId: string) {
  try {
    return (await mySittings(studentId)).find((s) => s.in_progress && s.paper_id === paperId) ?? null;
  } catch (err) {
    log.error("the student's sittings could not be read for a paper page", { err, paperId });
    return null;
  }
}

/** What downloading the paper costs the student: its questions, and their network's data price. */
async function offlineOffer(studentId: string, paper: PaperDef): Promise<OfflineOffer> {
  const questions = toPaperDto(paper).questions;
  try {
    const { tariffs, network } = await getDataSettings(studentId);
    return { questions, tariffs, network };
  } catch (err) {
    log.error("data settings could not be read for a paper page", { err, paperId: paper.id });
    return { questions, tariffs: [], network: null };
  }
}

async function bankSizes(): Promise<Map<string, number>> {
  try {
    return new Map((await bankStats()).subjects.map((s) => [s.subject, s.questions]));
  } catch (err) {
    log.error("bank stats could not be read for a paper page", { err });
    return new Map();
  }
}

export default async function PaperPage({ params }: { params: Promise<Params> }) {
  const { paperId } = await params;
  const [paper, user, bank] = await Promise.all([findPaper(paperId), getCurrentUser(), bankSizes()]);
  if (!paper) return <NotFoundView />;
  const student = user?.role === "student" ? user : null;
  const [open, offer] = student
    ? await Promise.all([openSitting(student.id, paper.id), offlineOffer(student.id, paper)])
    : [null, undefined];
  const startPaper: StartPaper = {
    id: paper.id,
    title: paper.title,
    durationMinutes: paper.durationMinutes,
    choose: paper.choose,
    required: paper.required,
    optional: paper.sections.filter((s) => !paper.required.includes(s.subject)).map((s) => s.subject),
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-testid="paper-page">
      <Link
        href="/exams"
        prefetch={false}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
      >
        ← All exams
      </Link>
      <p className="mt-2 text-sm font-semibold text-slate-500 dark:text-slate-400">{examHeading[paper.exam].title}</p>
      <h1 className="mt-1 text-3xl font-bold break-words">{paper.title}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{paper.description}</p>
      {open && (
        <div className="mt-4">
          <Alert tone="warning" testId="paper-in-progress">
            <p>
              You have a sitting of this paper in progress ({modeLabel[open.mode]}, {open.subjects.join(", ")}), started{" "}
              {lagosDateTime.format(new Date(open.started_at))}.
            </p>
            {/* A document load, so the paper's page is kept for offline (open-sitting.ts). */}
            <a
              href={`/exams/sittings/${open.id}`}
              className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
            >
              Resume it
            </a>
          </Alert>
        </div>
      )}

      <section aria-labelledby="rules-heading" className="mt-8">
        <h2 id="rules-heading" className="text-lg font-bold">
          Rules
        </h2>
        <ul
          className="mt-3 list-disc space-y-2 pl-5 text-slate-700 marker:text-brand-600 dark:text-slate-300"
          data-testid="paper-rules"
        >
          {rules(paper).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">
          Questions in our bank to draw from
        </p>
        <ul className="mt-1 flex flex-wrap gap-2 text-sm" data-testid="paper-bank">
          {paper.sections.map((s) => (
            <li
              key={s.subject}
              className="rounded-full bg-slate-100 px-3 py-1 whitespace-nowrap text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {s.subject} <strong>{formatCount(bank.get(s.subject) ?? 0)}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="start-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="start-heading" className="sr-only">
          Start a sitting
        </h2>
        {!user ? (
          <div className="text-center" data-testid="paper-sign-in">
            <p className="font-semibold">Sign in to sit this paper</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Your answers and results are kept in your account.
            </p>
            <Link href={signInHref(`/exams/${paper.id}`)} prefetch={false} className={`${primaryButtonClass} mt-4`}>
              Sign In
            </Link>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              New here?{" "}
              <Link
                href="/signup"
                prefetch={false}
                className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                Create a free account
              </Link>
            </p>
          </div>
        ) : user.role !== "student" ? (
          <p className="text-slate-700 dark:text-slate-300" data-testid="paper-tutor-note">
            Papers are sat from a student account. Tutors can read the rules here.
          </p>
        ) : (
          <>
            <OfflinePaper paperId={paper.id} />
            <StartSittingForm paper={startPaper} offline={offer} />
          </>
        )}
      </section>
    </div>
  );
}
