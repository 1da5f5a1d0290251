import type { Metadata } from "next";
import Link from "next/link";
import { primaryButtonClass } from "@/components/ui/styles";
import { getCurrentUser } from "@/server/auth/current-user";
import { bankStats } from "@/server/exam/bank-stats";
import { allPapers, toPaperDto, type PaperDto } from "@/server/exam/papers";
import { mySittings } from "@/server/exam/sitting-view";
import { STORED_KEYS } from "@/lib/client/offline/stored-keys";
import { HYDRATE_ON_INTENT_AT_LOAD_ATTRIBUTE } from "@/lib/web/hydrate-on-intent";
import { log } from "@/server/log";
import { EXAM_ORDER, examHeading } from "./_components/exam-names";
import { KeptPapers } from "./_components/kept-papers";
import { MySittings, type SittingSummary } from "./_components/my-sittings";
import { PaperCard } from "./_components/paper-card";

export const metadata: Metadata = {
  title: "Mock Exams",
  description: "Full JAMB UTME, WAEC and NECO objective papers on a CBT clock, scored the way the exams score them.",
};

async function loadPapers(): Promise<{ papers: PaperDto[]; bank: Map<string, number> } | null> {
  try {
    const [papers, stats] = await Promise.all([allPapers(), bankStats()]);
    return { papers: papers.map(toPaperDto), bank: new Map(stats.subjects.map((s) => [s.subject, s.questions])) };
  } catch (err) {
    log.error("exam papers could not be read", { err });
    return null;
  }
}

/** The student's sittings; the papers still show if this fails. */
async function loadSittings(studentId: string): Promise<SittingSummary[]> {
  try {
    return await mySittings(studentId);
  } catch (err) {
    log.error("the student's sittings could not be read for the exams page", { err });
    return [];
  }
}

// Public: anyone can see what the papers are; sitting one needs a student account.
export default async function ExamsPage() {
  const user = await getCurrentUser();
  const [loaded, sittings] = await Promise.all([
    loadPapers(),
    user?.role === "student" ? loadSittings(user.id) : Promise.resolve([]),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Mock Exams</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        Sit a full paper the way the real CBT runs it: same number of questions, same clock, same scoring. Each sitting
        draws fresh questions from our bank.
      </p>
      {user?.role === "student" && (
        <>
          <MySittings sittings={sittings} />
          {/* The page hydrates on the first tap, or at load when this phone keeps a paper to list. */}
          <div {...{ [HYDRATE_ON_INTENT_AT_LOAD_ATTRIBUTE]: STORED_KEYS.offlinePack }}>
            <KeptPapers />
          </div>
        </>
      )}
      {loaded === null ? (
        <div
          className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
          role="alert"
          data-testid="papers-error"
        >
          <p className="font-semibold">Failed to load the papers</p>
          <Link href="/exams" prefetch={false} className={`${primaryButtonClass} mt-4`}>
            Try Again
          </Link>
        </div>
      ) : (
        <div id="papers" className="scroll-mt-20">
          {EXAM_ORDER.map((exam) => {
            const papers = loaded.papers.filter((p) => p.exam === exam);
            if (papers.length === 0) return null;
            return (
              <section
                key={exam}
                aria-labelledby={`exam-${exam}`}
                className="mt-10"
                data-testid="exam-group"
                data-exam={exam}
              >
                <h2 id={`exam-${exam}`} className="text-2xl font-bold">
                  {examHeading[exam].title}
                </h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{examHeading[exam].blurb}</p>
                <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {papers.map((paper) => (
                    <PaperCard key={paper.id} paper={paper} bank={loaded.bank} />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
