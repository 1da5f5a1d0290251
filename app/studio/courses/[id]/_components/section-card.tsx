"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { dangerButtonClass, inputClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { plural } from "@/lib/ui/format";
import { moveItem, type StudioSection } from "@/lib/studio/outline";
import { createLesson, deleteSection, renameSection, reorderLessons } from "./outline-api";
import { LessonRow, lessonHref } from "./lesson-row";
import { ReorderableList } from "./reorderable-list";
import type { useOutlineWrites } from "./use-outline-writes";
import { compactButtonClass } from "../../../_components/compact-button";

type Props = {
  courseId: string;
  section: StudioSection;
  number: number;
  handle: React.ReactNode;
  moveButtons: React.ReactNode;
  writes: ReturnType<typeof useOutlineWrites>;
  onLessonsReordered: (section: StudioSection) => void;
};

/** One section: its title (renamed in place), its lessons in order, and a new lesson's title. */
export function SectionCard({ courseId, section, number, handle, moveButtons, writes, onLessonsReordered }: Props) {
  const router = useRouter();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(section.title);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [lessonTitle, setLessonTitle] = useState("");

  async function rename(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = title.trim();
    if (!wanted) return;
    if ((await writes.run(() => renameSection(section.id, wanted))).done) setRenaming(false);
  }

  function moveLesson(from: number, to: number) {
    const lessons = moveItem(section.lessons, from, to);
    onLessonsReordered({ ...section, lessons });
    void writes.run(
      () =>
        reorderLessons(
          section.id,
          lessons.map((l) => l.id),
        ),
      { onError: () => onLessonsReordered(section) },
    );
  }

  async function addLesson(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = lessonTitle.trim();
    if (!wanted) return;
    const added = await writes.run(() => createLesson(section.id, wanted));
    if (added.done) router.push(lessonHref(courseId, added.value.video.id));
  }

  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
      data-testid="section"
      data-section-id={section.id}
    >
      <div className="flex items-start gap-2">
        {handle}
        <div className="min-w-0 flex-1 py-1">
          {renaming ? (
            <form onSubmit={rename} className="flex flex-col gap-2">
              <label htmlFor={`rename-${section.id}`} className="sr-only">
                Section title
              </label>
              <input
                id={`rename-${section.id}`}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={160}
                className={inputClass}
                autoFocus
              />
              <div className="flex gap-2">
                <button type="submit" className={primaryButtonClass} disabled={writes.pending || !title.trim()}>
                  Save
                </button>
                <button
                  type="button"
                  className={compactButtonClass}
                  onClick={() => {
                    setTitle(section.title);
                    setRenaming(false);
                  }}
                >
                  Cancel
                </button>
              </div>
            </form>
          ) : (
            <>
              <h3 className="font-semibold break-words">
                <span className="text-slate-500 dark:text-slate-400">Section {number}: </span>
                {section.title}
              </h3>
              <p className="text-xs text-slate-500 dark:text-slate-400">{plural(section.lessons.length, "lesson")}</p>
            </>
          )}
        </div>
      </div>
      {!renaming && (
        <div className="mt-2 flex flex-wrap gap-2">
          {moveButtons}
          <button
            type="button"
            className={compactButtonClass}
            onClick={() => setRenaming(true)}
            aria-label={`Rename section ${section.title}`}
          >
            Rename
          </button>
          <button
            type="button"
            className={compactButtonClass}
            onClick={() => setConfirmingDelete(true)}
            aria-label={`Delete section ${section.title}`}
          >
            Delete
          </button>
        </div>
      )}

      <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
        {section.lessons.length > 0 && (
          <ReorderableList
            items={section.lessons}
            idOf={(l) => l.id}
            labelOf={(l) => l.title}
            noun="lesson"
            onMove={moveLesson}
            disabled={writes.pending}
            testId={`lessons-${section.id}`}
            renderItem={(lesson, _index, lessonHandle, lessonMoves) => (
              <LessonRow
                courseId={courseId}
                lesson={lesson}
                handle={lessonHandle}
                moveButtons={lessonMoves}
                writes={writes}
              />
            )}
          />
        )}
        <form onSubmit={addLesson} className="mt-3 flex flex-col gap-2 sm:flex-row" data-testid="add-lesson">
          <label htmlFor={`new-lesson-${section.id}`} className="sr-only">
            New lesson title in {section.title}
          </label>
          <input
            id={`new-lesson-${section.id}`}
            value={lessonTitle}
            onChange={(e) => setLessonTitle(e.target.value)}
            placeholder="New lesson title"
            maxLength={160}
            className={inputClass}
          />
          <button
            type="submit"
            className={`${secondaryButtonClass} shrink-0`}
            disabled={writes.pending || !lessonTitle.trim()}
          >
            Add lesson
          </button>
        </form>
      </div>

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this section?"
        message={`"${section.title}" and its ${plural(section.lessons.length, "lesson")} (with their videos) will be deleted. This cannot be undone.`}
        confirmLabel="Delete section"
        confirmClassName={dangerButtonClass}
        busy={writes.pending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          void writes.run(() => deleteSection(section.id));
        }}
      />
    </article>
  );
}
