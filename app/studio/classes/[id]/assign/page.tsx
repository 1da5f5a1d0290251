import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { cardClass } from "@/components/ui/styles";
import { db } from "@/server/db";
import { allPapers } from "@/server/exam/papers";
import { getClass } from "@/server/schools/get-class";
import { orNullWhenNotFound } from "@/server/errors";
import { requireTutor } from "@/server/studio/require-tutor";
import { AssignForm, type DrillTopic } from "./_components/assign-form";

export const metadata: Metadata = { title: "Set a mock" };

// Setting a mock to a class; with ?topic=<id> (from the results' weakest topics) a topic drill.
export default async function AssignPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ topic?: string | string[] }>;
}) {
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const user = await requireTutor(`/studio/classes/${id}/assign`);
  const cls = await orNullWhenNotFound(getClass(user.id, id));
  if (!cls) return <NotFoundView />;
  const topicId = typeof search.topic === "string" ? search.topic : null;
  const [papers, topic] = await Promise.all([
    allPapers(),
    topicId
      ? db.topic.findUnique({ where: { id: topicId }, select: { id: true, name: true, subject: true } })
      : Promise.resolve(null),
  ]);
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href={`/studio/classes/${cls.id}`} className="underline">
          {cls.name}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{topic ? "Set a drill" : "Set a mock"}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The questions are drawn once, so every student of {cls.name} meets the same ones (in their own option order) and
        the results compare like with like.
      </p>
      <section className={cardClass}>
        <AssignForm
          classId={cls.id}
          topic={topic as DrillTopic | null}
          // eslint-disable-next-line react-hooks/purity -- the window's default starts at the request's time
          now={Date.now()}
          papers={papers.map((p) => ({
            id: p.id,
            title: p.title,
            durationMinutes: p.durationMinutes,
            choose: p.choose,
            required: p.required,
            subjects: p.sections.map((s) => s.subject),
          }))}
        />
      </section>
    </div>
  );
}
