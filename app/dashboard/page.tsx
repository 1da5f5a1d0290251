import type { Metadata } from "next";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { TrialNote } from "@/components/trial/trial-note";
import { getCurrentUser } from "@/server/auth/current-user";
import { getTrialStatus } from "@/server/courses/access";
import { mySittings } from "@/server/exam/sitting-view";
import { log } from "@/server/log";
import { myAssignments } from "@/server/schools/my-assignments";
import { getDashboard } from "@/server/study/dashboard";
import { studySummary } from "@/server/study/study-summary";
import { AssignmentsCard } from "./_components/assignments-card";
import { DashboardEmpty } from "./_components/dashboard-empty";
import { DashboardTabs, type DashboardTab } from "./_components/dashboard-tabs";
import { ExamsCard } from "./_components/exams-card";
import { QuizzesTab } from "./_components/quizzes-tab";
import { RecentActivity } from "./_components/recent-activity";
import { StatCards } from "./_components/stat-cards";
import { StudyOverview } from "./_components/study-overview";
import { TutorNote } from "./_components/tutor-note";
import { UpcomingQuizzes } from "./_components/upcoming-quizzes";
import { WeeklyRanking } from "./_components/weekly-ranking";

export const metadata: Metadata = { title: "Dashboard" };

type Search = Record<string, string | string[] | undefined>;

function tabOf(search: Search): DashboardTab {
  const tab = Array.isArray(search.tab) ? search.tab[0] : search.tab;
  return tab === "quizzes" ? "quizzes" : "overview";
}

/** The figures as of this request, with the instant they were taken for "2 hours ago" labels. */
async function loadOverview(studentId: string) {
  const now = new Date();
  const [dashboard, sittings, study, assignments] = await Promise.all([
    getDashboard(studentId, now),
    loadSittings(studentId, now),
    loadStudy(studentId, now),
    loadAssignments(studentId, now),
  ]);
  return { now, dashboard, sittings, study, assignments };
}

/** The study loop's summary; the dashboard shows without it if it cannot be read. */
async function loadStudy(studentId: string, now: Date) {
  try {
    return await studySummary(studentId, now);
  } catch (err) {
    log.error("the student's study summary could not be read for the dashboard", { err });
    return null;
  }
}

/** The mocks the student's classes were set (docs/schools.md); the dashboard shows without them if they cannot be read. */
async function loadAssignments(studentId: string, now: Date) {
  try {
    return await myAssignments(studentId, now);
  } catch (err) {
    log.error("the student's assignments could not be read for the dashboard", { err });
    return [];
  }
}

/** The exam sittings for the exams card; the dashboard shows without them if they cannot be read. */
async function loadSittings(studentId: string, now: Date) {
  try {
    return await mySittings(studentId, now);
  } catch (err) {
    log.error("the student's sittings could not be read for the dashboard", { err });
    return [];
  }
}

async function Overview({ studentId, firstName }: { studentId: string; firstName: string }) {
  const { now, dashboard, sittings, study, assignments } = await loadOverview(studentId);
  const { stats, activity, ranking, upcoming } = dashboard;
  const brandNew = stats.coursesEnrolled === 0 && activity.length === 0 && study === null;
  return (
    <div id="dashboard-overview" className="space-y-6">
      {assignments.length > 0 && <AssignmentsCard assignments={assignments} now={now} />}
      {study && <StudyOverview summary={study} />}
      <StatCards stats={stats} besideStudy={study !== null} />
      {brandNew ? (
        <>
          <DashboardEmpty firstName={firstName} />
          <ExamsCard sittings={sittings} />
          {assignments.length === 0 && <AssignmentsCard assignments={[]} now={now} />}
        </>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <RecentActivity items={activity} now={now} />
          <div className="space-y-6">
            <ExamsCard sittings={sittings} />
            {assignments.length === 0 && <AssignmentsCard assignments={[]} now={now} />}
            <WeeklyRanking ranking={ranking} />
            <UpcomingQuizzes quizzes={upcoming} />
          </div>
        </div>
      )}
    </div>
  );
}

export default async function DashboardPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await getCurrentUser();
  if (!user) return <SignInPrompt />;
  if (user.role !== "student") return <TutorNote />;
  const [search, trial] = await Promise.all([searchParams, getTrialStatus(user)]);
  const tab = tabOf(search);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        How far, {user.firstName}? Here is how your exam preparation is going.
      </p>
      <TrialNote status={trial} className="mt-4" />
      <div className="mt-6">
        <DashboardTabs active={tab} />
      </div>
      <div className="pt-6">
        {tab === "quizzes" ? <QuizzesTab /> : <Overview studentId={user.id} firstName={user.firstName} />}
      </div>
    </div>
  );
}
