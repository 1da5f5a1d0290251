"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { formatClock, formatTotal } from "@/lib/courses/durations";
import { api } from "@/app/api/client";
import type { LessonSources, VideoQuality } from "@/lib/media/renditions";
import { mergeWithServer, readCache, report, startProgressSync, writeCache, type ProgressCache } from "./progress-sync";
import type { LearningSection } from "@/server/courses/learning";
import { DownloadButton } from "./download-button";
import { DownloadsPanel } from "./downloads-panel";
import { LessonDataBar, type DataPlan } from "./lesson-data-bar";
import { useCopyProtection } from "./use-copy-protection";
import { useOfflineCopy } from "./use-offline-copy";
import { useOfflineLessons } from "./use-offline-lessons";
import { useRenditionChoice } from "./use-rendition-choice";

export const NEXT_LESSON_DELAY_MS = 1500;
const POSITION_REPORT_EVERY_S = 10;
const NO_SOURCES: LessonSources = { renditions: [], poster_url: null };

type Props = {
  course: { id: string; title: string; description: string };
  sections: LearningSection[];
  initialProgress: ProgressCache;
  user: { name: string; email: string; academicLevel: string | null };
  /** The lesson to open first (?lesson=, from "what to study next"); the course's first when absent or unknown. */
  initialLessonId?: string;
  /** The student's network, its tariffs and their video quality setting (GET /api/me/data-settings). */
  plan: DataPlan & { quality: VideoQuality };
  /** The page's request said `Save-Data: on`. */
  saveDataHeader: boolean;
};

export function CoursePlayer({
  course,
  sections,
  initialProgress,
  user,
  initialLessonId,
  plan,
  saveDataHeader,
}: Props) {
  const lessons = useMemo(() => sections.flatMap((s) => s.lessons.map((l) => ({ ...l, sectionId: s.id }))), [sections]);
  const [progress, setProgress] = useState<ProgressCache>(initialProgress);
  const first = lessons.find((l) => l.id === initialLessonId) ?? lessons[0];
  const [currentId, setCurrentId] = useState<string | null>(first?.id ?? null);
  const [open, setOpen] = useState<Set<string>>(() => new Set(first ? [first.sectionId] : []));
  const [menuOpen, setMenuOpen] = useState(false);
  const [autoplay, setAutoplay] = useState(false);
  const [sources, setSources] = useState<Record<string, LessonSources>>(() =>
    Object.fromEntries(lessons.map((l) => [l.id, l.sources])),
  );
  const video = useRef<HTMLVideoElement>(null);
  const lastReport = useRef<{ time: number; watched: number }>({ time: 0, watched: 0 });
  // Where to carry on after the source changes under the same lesson (another rung, the offline copy).
  const resumeAt = useRef<{ lessonId: string; time: number; playing: boolean } | null>(null);
  const refreshedFor = useRef<string | null>(null);
  const offline = useOfflineLessons();
  const router = useRouter();
  useCopyProtection();

  // The browser copy fills in what the server has not seen yet (offline viewing), then syncs.
  useEffect(() => {
    const merged = mergeWithServer(initialProgress, readCache(course.id));
    writeCache(course.id, merged);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading localStorage is only possible after mounting
    setProgress(merged);
  }, [course.id, initialProgress]);
  useEffect(() => startProgressSync(), []);

  const index = lessons.findIndex((l) => l.id === currentId);
  const current = index >= 0 ? lessons[index]! : null;
  const completed = useMemo(() => new Set(progress.completed), [progress.completed]);
  const percent = lessons.length
    ? Math.round((lessons.filter((l) => completed.has(l.id)).length / lessons.length) * 100)
    : 0;
  const currentSources = (current && sources[current.id]) || NO_SOURCES;
  const { choice, picked, pick, readHints } = useRenditionChoice(
    currentSources.renditions,
    plan.quality,
    saveDataHeader,
  );
  const saved = current ? offline.downloads.find((d) => d.lessonId === current.id) : undefined;
  // A kept copy plays instead of the network unless the student picks another rung by hand.
  const keptCopy = saved && (!picked || picked === saved.kind) ? saved : null;
  const offlineUrl = useOfflineCopy(keptCopy);
  const playingOffline = offlineUrl !== null;
  const source = offlineUrl ?? (keptCopy ? null : (choice?.rendition.url ?? null));

  /** Remembers where the lesson is before its source changes, so it carries on from there. */
  function holdPosition() {
    const el = video.current;
    if (el && current) resumeAt.current = { lessonId: current.id, time: el.currentTime, playing: !el.paused };
  }

  const send = useCallback(
    (r: Parameters<typeof report>[1]) => {
      setProgress((p) => ({
        completed:
          r.completed === true
            ? [...new Set([...p.completed, r.videoId])]
            : r.completed === false
              ? p.completed.filter((id) => id !== r.videoId)
              : p.completed,
        positions: r.position_seconds === undefined ? p.positions : { ...p.positions, [r.videoId]: r.position_seconds },
      }));
      report(course.id, r);
    },
    [course.id],
  );

  function select(id: string, play = false) {
    const lesson = lessons.find((l) => l.id === id);
    if (!lesson) return;
    setCurrentId(id);
    setAutoplay(play);
    setOpen((o) => new Set(o).add(lesson.sectionId));
    setMenuOpen(false);
    lastReport.current = { time: 0, watched: 0 };
  }

  function reportPosition(extra: { completed?: boolean } = {}) {
    const el = video.current;
    if (!el || !current) return;
    const time = el.currentTime;
    const watched = Math.max(0, Math.min(time - lastReport.current.time, POSITION_REPORT_EVERY_S * 3));
    lastReport.current = { time, watched: 0 };
    send({ videoId: current.id, position_seconds: Math.floor(time), watched_seconds: Math.round(watched), ...extra });
  }

  function onLoadedMetadata() {
    const el = video.current;
    if (!el || !current) return;
    const held = resumeAt.current?.lessonId === current.id ? resumeAt.current : null;
    resumeAt.current = null;
    const at = held?.time ?? progress.positions[current.id] ?? 0;
    if (at > 1 && at < el.duration - 1) el.currentTime = at;
    lastReport.current = { time: el.currentTime, watched: 0 };
    if (autoplay || held?.playing) void el.play().catch(() => undefined);
  }

  function onTimeUpdate() {
    const el = video.current;
    if (el && el.currentTime - lastReport.current.time >= POSITION_REPORT_EVERY_S) reportPosition();
  }

  function onEnded() {
    if (!current) return;
    reportPosition({ completed: true });
    const next = lessons[index + 1];
    if (next) setTimeout(() => select(next.id, true), NEXT_LESSON_DELAY_MS);
  }

  // A signed URL lasts 2 hours: a lesson left open longer gets fresh ones, once.
  async function onError() {
    if (!current || playingOffline || refreshedFor.current === current.id) return;
    refreshedFor.current = current.id;
    holdPosition();
    const fresh = await api("GET /api/videos/{id}/stream", { params: { id: current.id } }).catch(() => null);
    if (!fresh) return;
    setSources((s) => ({ ...s, [current.id]: { renditions: fresh.renditions, poster_url: fresh.poster_url } }));
  }

  function download() {
    if (!current || !choice) return;
    void offline.start(
      {
        rendition: choice.rendition,
        lessonId: current.id,
        lessonTitle: current.title,
        courseId: course.id,
        courseTitle: course.title,
        kind: choice.rendition.kind,
      },
      readHints,
    );
  }

  function openDownload(d: { lessonId: string; courseId: string }) {
    if (d.courseId === course.id) select(d.lessonId);
    else
      router.push(
        `/course-content?courseId=${encodeURIComponent(d.courseId)}&lesson=${encodeURIComponent(d.lessonId)}`,
      );
  }

  const sidebar = (
    <div className="flex h-full flex-col gap-4">
      <div className="rounded-xl bg-slate-100 p-3 text-sm dark:bg-slate-800" data-testid="player-user">
        <p className="font-semibold">{user.name}</p>
        <p className="truncate text-slate-600 dark:text-slate-400">{user.email}</p>
        {user.academicLevel && <p className="text-xs text-slate-500">{user.academicLevel}</p>}
      </div>
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Current course</p>
        <p className="font-semibold">{course.title}</p>
        <div className="mt-2 flex items-center justify-between text-xs">
          <span>Progress</span>
          <span data-testid="course-percent">{percent}%</span>
        </div>
        <div
          className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-700"
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="Course progress"
        >
          <div className="h-2 rounded-full bg-brand-500 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <nav
        aria-label="Lessons"
        className="max-h-96 overflow-y-auto rounded-xl border border-slate-200 dark:border-slate-800"
        data-testid="lesson-list"
      >
        {sections.map((section) => {
          const isOpen = open.has(section.id);
          return (
            <div key={section.id} className="border-b border-slate-200 last:border-0 dark:border-slate-800">
              <button
                type="button"
                aria-expanded={isOpen}
                onClick={() =>
                  setOpen((o) => {
                    const n = new Set(o);
                    if (n.has(section.id)) n.delete(section.id);
                    else n.add(section.id);
                    return n;
                  })
                }
                className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm font-semibold"
              >
                <span>{section.title}</span>
                <span className="shrink-0 text-xs font-normal text-slate-500">
                  {formatTotal(section.lessons.reduce((t, l) => t + l.durationSeconds, 0))}
                </span>
              </button>
              {isOpen && (
                <ul className="pb-2">
                  {section.lessons.map((lesson) => (
                    <li key={lesson.id}>
                      <button
                        type="button"
                        onClick={() => select(lesson.id)}
                        aria-current={lesson.id === currentId ? "true" : undefined}
                        data-testid="lesson-item"
                        data-completed={completed.has(lesson.id)}
                        className={`flex w-full items-center gap-2 px-3 py-1.5 text-left text-sm ${lesson.id === currentId ? "bg-brand-50 font-semibold text-brand-800 dark:bg-brand-900/40 dark:text-brand-200" : "hover:bg-slate-50 dark:hover:bg-slate-800"}`}
                      >
                        <span
                          aria-hidden="true"
                          className={`flex h-4 w-4 shrink-0 items-center justify-center rounded-full border text-[10px] ${completed.has(lesson.id) ? "border-brand-500 bg-brand-500 text-white" : "border-slate-400"}`}
                        >
                          {completed.has(lesson.id) ? "✓" : ""}
                        </span>
                        <span className="flex-1">{lesson.title}</span>
                        <span className="shrink-0 text-xs text-slate-500">{formatClock(lesson.durationSeconds)}</span>
                        {completed.has(lesson.id) && <span className="sr-only">(completed)</span>}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </nav>
      <div className="flex flex-col gap-1 text-sm">
        <Link href="/dashboard" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
          ← Back to Dashboard
        </Link>
        <Link href="/profile" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
          View Profile
        </Link>
      </div>
    </div>
  );

  return (
    <div
      className="mx-auto grid max-w-7xl gap-6 px-4 py-6 select-none sm:px-6 grid-cols-1 lg:grid-cols-[20rem_minmax(0,1fr)]"
      data-testid="course-player"
    >
      <button
        type="button"
        className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold lg:hidden dark:border-slate-700"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((m) => !m)}
        data-testid="lesson-menu-toggle"
      >
        {menuOpen ? "Hide lessons" : "Show lessons"}
      </button>
      <aside className={`${menuOpen ? "block" : "hidden"} lg:block`}>{sidebar}</aside>
      {/* The layout's <main> holds the page: one main landmark, so this is the lesson's section. */}
      <section aria-label="Lesson">
        <h1 className="text-2xl font-bold">{course.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{course.description}</p>
        {current ? (
          <div className="mt-4">
            <div className="aspect-video overflow-hidden rounded-xl bg-black">
              {source ? (
                <video
                  key={`${current.id}-${source}`}
                  ref={video}
                  src={source}
                  poster={currentSources.poster_url ?? undefined}
                  controls
                  playsInline
                  preload="metadata"
                  controlsList="nodownload noplaybackrate"
                  disablePictureInPicture
                  onContextMenu={(e) => e.preventDefault()}
                  onLoadedMetadata={onLoadedMetadata}
                  onTimeUpdate={onTimeUpdate}
                  onPause={() => reportPosition()}
                  onEnded={onEnded}
                  onError={onError}
                  className="h-full w-full"
                  data-testid="lesson-video"
                />
              ) : (
                <p className="flex h-full items-center justify-center text-slate-300">
                  {keptCopy ? "Opening your offline copy…" : "This lesson has no video yet."}
                </p>
              )}
            </div>
            <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="text-lg font-semibold" data-testid="lesson-title">
                  {current.title}
                </h2>
                <p className="text-sm text-slate-600 dark:text-slate-400">{current.description}</p>
                <p className="mt-1 text-xs text-slate-500" data-testid="lesson-position">
                  Lesson {index + 1} of {lessons.length}
                </p>
              </div>
            </div>
            {choice && (
              <LessonDataBar
                choice={choice}
                renditions={currentSources.renditions}
                plan={plan}
                picked={picked}
                playingOffline={playingOffline}
                onPick={(kind) => {
                  holdPosition();
                  pick(kind);
                }}
              />
            )}
            {choice && offline.supported && (
              <div className="mt-3">
                <DownloadButton
                  rendition={choice.rendition}
                  plan={plan}
                  saved={saved}
                  progress={offline.active[current.id]}
                  failed={current.id in offline.failed}
                  onDownload={download}
                  onCancel={() => offline.cancel(current.id)}
                  onDelete={(d) => {
                    holdPosition();
                    void offline.remove(d);
                  }}
                />
              </div>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => index > 0 && select(lessons[index - 1]!.id)}
                disabled={index <= 0}
                className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold disabled:opacity-40 dark:border-slate-700"
              >
                ← Previous
              </button>
              <button
                type="button"
                onClick={() => send({ videoId: current.id, completed: !completed.has(current.id) })}
                className={`rounded-lg px-4 py-2 text-sm font-semibold text-white ${completed.has(current.id) ? "bg-slate-600 hover:bg-slate-700" : "bg-brand-600 hover:bg-brand-700"}`}
                data-testid="mark-complete"
              >
                {completed.has(current.id) ? "✓ Completed" : "Mark Complete"}
              </button>
              <button
                type="button"
                onClick={() => index < lessons.length - 1 && select(lessons[index + 1]!.id)}
                disabled={index >= lessons.length - 1}
                className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold disabled:opacity-40 dark:border-slate-700"
              >
                Next →
              </button>
            </div>
            {offline.supported && (
              <div className="mt-6">
                <DownloadsPanel
                  downloads={offline.downloads}
                  usage={offline.usage}
                  onOpen={openDownload}
                  onDelete={(d) => void offline.remove(d)}
                />
              </div>
            )}
          </div>
        ) : (
          <p className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700">
            Select a lesson to begin
          </p>
        )}
      </section>
    </div>
  );
}
