"use client";

import { useId, useRef } from "react";
import { primaryButtonClass, secondaryButtonClass } from "./styles";
import { useModalFocus } from "./use-modal-focus";

/**
 * A modal question with Cancel and a confirming action. The keyboard stays inside it, Escape
 * cancels, and focus goes back where it was on closing. `initialFocus: "cancel"` starts on the
 * way back, for a confirmation where an Enter pressed by habit must not act (a paper's submit).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
  busy = false,
  confirmClassName = primaryButtonClass,
  initialFocus = "confirm",
  testId,
}: {
  open: boolean;
  title: string;
  message: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  confirmClassName?: string;
  initialFocus?: "confirm" | "cancel";
  testId?: string;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useModalFocus(open, dialogRef, onCancel, initialFocus === "cancel" ? cancelRef : confirmRef);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4" onClick={onCancel}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl outline-none dark:bg-slate-900"
        onClick={(e) => e.stopPropagation()}
        data-testid={testId}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="mt-2 text-sm text-slate-600 dark:text-slate-400">{message}</div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancelRef} type="button" className={secondaryButtonClass} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button ref={confirmRef} type="button" className={confirmClassName} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
