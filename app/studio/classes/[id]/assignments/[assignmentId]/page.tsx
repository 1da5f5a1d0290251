import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundView } from "@/components/layout/not-found-view";
import { cardClass, secondaryButtonClass } from "@/components/ui/styles";
import { assignmentProgress } from "@/server/schools/assignment-progress";
import { orNullWhenNotFound } from "@/server/errors";
import { requireTutor } from "@/server/studio/require-tutor";
import { LiveRoom } from "./_components/live-room";

export const metadata: Metadata = { title: "Live room" };

const dateTime = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});

// The live exam room of one assignment: rendered on the server, then kept current by LiveRoom.
export default async function LiveRoomPage({ params }: { params: Promise<{ id: string; assignmentId: string }> }) {
  const { id, assignmentId } = await params;
  const user = await requireTutor(`/studio/classes/${id}/assignments/${assignmentId}`);
  const progress = await orNullWhenNotFound(assignmentProgress(user.id, id, assignmentId));
  if (!progress) return <NotFoundView />;
  const { assignment } = progress;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href={`/studio/classes/${id}`} className="underline">
          Back to the class
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-bold break-words">{assignment.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Open {dateTime.format(new Date(assignment.opens_at))} to {dateTime.format(new Date(assignment.closes_at))}
        </p>
      </header>
      <section className={cardClass} aria-label="Live room">
        <LiveRoom classId={id} assignmentId={assignmentId} initial={progress} />
      </section>
      <Link
        href={`/studio/classes/${id}/assignments/${assignmentId}/results`}
        className={secondaryButtonClass}
        data-testid="results-link"
      >
        Class results
      </Link>
    </div>
  );
}
