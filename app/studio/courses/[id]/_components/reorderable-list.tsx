"use client";

import { useRef, useState } from "react";

// A list the tutor can put in order three ways: drag an item by its handle (mouse or
// finger: pointer events, so it works on a phone's touch screen too), press the arrow keys
// on the handle, or use the Move up / Move down buttons. Every move is announced.

type Props<T> = {
  items: readonly T[];
  idOf: (item: T) => string;
  labelOf: (item: T) => string;
  /** What is being ordered, for labels: "section", "lesson". */
  noun: string;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  renderItem: (item: T, index: number, handle: React.ReactNode, moveButtons: React.ReactNode) => React.ReactNode;
  testId?: string;
};

const smallButton =
  "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

export function ReorderableList<T>({
  items,
  idOf,
  labelOf,
  noun,
  onMove,
  disabled = false,
  renderItem,
  testId,
}: Props<T>) {
  const rows = useRef(new Map<string, HTMLLIElement>());
  const [dragging, setDragging] = useState<{ id: string; from: number; over: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  function move(from: number, to: number) {
    if (disabled || to < 0 || to >= items.length || from === to) return;
    const item = items[from];
    if (item === undefined) return;
    onMove(from, to);
    setAnnouncement(`Moved ${labelOf(item)} to position ${to + 1} of ${items.length}`);
  }

  /** The index whose row the pointer is over (rows in list order), by their vertical middles. */
  function indexAt(clientY: number): number {
    let index = 0;
    items.forEach((item, i) => {
      const box = rows.current.get(idOf(item))?.getBoundingClientRect();
      if (box && clientY > box.top + box.height / 2) index = i;
    });
    return index;
  }

  function handleFor(item: T, index: number) {
    const label = labelOf(item);
    return (
      <button
        type="button"
        aria-label={`Reorder ${noun} ${label}`}
        aria-describedby={`${testId ?? noun}-reorder-help`}
        disabled={disabled}
        className={`${smallButton} cursor-grab touch-none border-dashed`}
        data-testid="drag-handle"
        onKeyDown={(e) => {
          if (e.key === "ArrowUp" || e.key === "ArrowDown") {
            e.preventDefault();
            move(index, e.key === "ArrowUp" ? index - 1 : index + 1);
          }
        }}
        onPointerDown={(e) => {
          if (disabled || e.button !== 0) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          setDragging({ id: idOf(item), from: index, over: index });
        }}
        onPointerMove={(e) => {
          if (dragging?.id !== idOf(item)) return;
          const over = indexAt(e.clientY);
          if (over !== dragging.over) setDragging({ ...dragging, over });
        }}
        onPointerUp={() => {
          if (dragging?.id !== idOf(item)) return;
          setDragging(null);
          move(dragging.from, dragging.over);
        }}
        onPointerCancel={() => setDragging(null)}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <circle cx="9" cy="6" r="1.6" />
          <circle cx="15" cy="6" r="1.6" />
          <circle cx="9" cy="12" r="1.6" />
          <circle cx="15" cy="12" r="1.6" />
          <circle cx="9" cy="18" r="1.6" />
          <circle cx="15" cy="18" r="1.6" />
        </svg>
      </button>
    );
  }

  function moveButtonsFor(item: T, index: number) {
    const label = labelOf(item);
    return (
      <>
        <button
          type="button"
          className={smallButton}
          aria-label={`Move ${noun} ${label} up`}
          disabled={disabled || index === 0}
          onClick={() => move(index, index - 1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={smallButton}
          aria-label={`Move ${noun} ${label} down`}
          disabled={disabled || index === items.length - 1}
          onClick={() => move(index, index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </>
    );
  }

  return (
    <>
      <p id={`${testId ?? noun}-reorder-help`} className="sr-only">
        Drag to reorder, or press the up and down arrow keys.
      </p>
      <ul className="space-y-2" data-testid={testId}>
        {items.map((item, index) => {
          const id = idOf(item);
          const isDragged = dragging?.id === id;
          const isTarget = dragging !== null && !isDragged && dragging.over === index;
          return (
            <li
              key={id}
              ref={(el) => {
                if (el) rows.current.set(id, el);
                else rows.current.delete(id);
              }}
              data-dragging={isDragged || undefined}
              className={`rounded-xl ${isDragged ? "opacity-60 ring-2 ring-brand-500" : ""} ${isTarget ? "ring-2 ring-brand-300 ring-dashed" : ""}`}
            >
              {renderItem(item, index, handleFor(item, index), moveButtonsFor(item, index))}
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="sr-only" data-testid="reorder-announcement">
        {announcement}
      </p>
    </>
  );
}
