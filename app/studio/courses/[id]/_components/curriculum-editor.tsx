"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { inputClass, primaryButtonClass } from "@/components/ui/styles";
import { moveItem, type StudioSection } from "@/lib/studio/outline";
import { createSection, reorderSections } from "./outline-api";
import { ReorderableList } from "./reorderable-list";
import { SectionCard } from "./section-card";
import { useOutlineWrites } from "./use-outline-writes";

// The course's sections and their lessons. The server's outline comes in as props (read
// again after every write); a reorder shows at once and is undone if the server refuses it.

export function CurriculumEditor({ courseId, sections }: { courseId: string; sections: StudioSection[] }) {
  const [shown, setShown] = useState(sections);
  const [received, setReceived] = useState(sections);
  if (sections !== received) {
    setReceived(sections);
    setShown(sections);
  }
  const writes = useOutlineWrites();
  const [newTitle, setNewTitle] = useState("");

  function moveSection(from: number, to: number) {
    const before = shown;
    const after = moveItem(shown, from, to);
    setShown(after);
    void writes.run(
      () =>
        reorderSections(
          courseId,
          after.map((s) => s.id),
        ),
      { onError: () => setShown(before) },
    );
  }

  function replaceSection(updated: StudioSection) {
    setShown((all) => all.map((s) => (s.id === updated.id ? updated : s)));
  }

  async function addSection(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = newTitle.trim();
    if (!title) return;
    if ((await writes.run(() => createSection(courseId, title))).done) setNewTitle("");
  }

  return (
    <section aria-labelledby="curriculum-heading" data-testid="curriculum">
      <h2 id="curriculum-heading" className="text-xl font-bold">
        Sections and lessons
      </h2>
      {writes.error && (
        <div className="mt-3">
          <Alert tone="error" testId="curriculum-error">
            {writes.error}
          </Alert>
        </div>
      )}
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          No sections yet. Add the first one below, then its lessons.
        </p>
      ) : (
        <div className="mt-3">
          <ReorderableList
            items={shown}
            idOf={(s) => s.id}
            labelOf={(s) => s.title}
            noun="section"
            onMove={moveSection}
            disabled={writes.pending}
            testId="sections"
            renderItem={(section, index, handle, moveButtons) => (
              <SectionCard
                courseId={courseId}
                section={section}
                number={index + 1}
                handle={handle}
                moveButtons={moveButtons}
                writes={writes}
                onLessonsReordered={replaceSection}
              />
            )}
          />
        </div>
      )}
      <form onSubmit={addSection} className="mt-4 flex flex-col gap-2 sm:flex-row" data-testid="add-section">
        <label htmlFor="new-section-title" className="sr-only">
          New section title
        </label>
        <input
          id="new-section-title"
          value={newTitle}
          onChange={(e) => setNewTitle(e.target.value)}
          placeholder="New section title"
          maxLength={160}
          className={inputClass}
        />
        <button
          type="submit"
          className={`${primaryButtonClass} shrink-0`}
          disabled={writes.pending || !newTitle.trim()}
        >
          Add section
        </button>
      </form>
    </section>
  );
}
