"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { dangerButtonClass } from "@/components/ui/styles";

/** The question before a lesson goes, from the course outline or the lesson's own page. */
export function DeleteLessonDialog({
  title,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete this lesson?"
      message={`"${title}" and its video will be deleted. This cannot be undone.`}
      confirmLabel="Delete lesson"
      confirmClassName={dangerButtonClass}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
