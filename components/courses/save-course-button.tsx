"use client";

import { api } from "@/app/api/client";
import Link from "next/link";
import { useState } from "react";
import { HeartIcon } from "@/components/ui/icons";
import { ApiError } from "@/lib/client/api-error";
import { toast } from "@/lib/ui/toast";

const buttonClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium dark:border-slate-700";

/** The wishlist toggle: signed-in students save a course for later; visitors are sent to sign in. */
export function SaveCourseButton({
  courseId,
  saved: initiallySaved,
  canSave,
}: {
  courseId: string;
  saved: boolean;
  canSave: boolean;
}) {
  const [saved, setSaved] = useState(initiallySaved);
  const [busy, setBusy] = useState(false);
  if (!canSave) {
    return (
      <Link href="/signin" prefetch={false} className={buttonClass} data-testid="save-course">
        <HeartIcon className="h-4 w-4" /> Save
      </Link>
    );
  }

  async function toggle() {
    setBusy(true);
    try {
      if (saved) await api("DELETE /api/saved-courses/{courseId}", { params: { courseId } });
      else await api("POST /api/saved-courses", { body: { course_id: courseId } });
      setSaved(!saved);
      toast(saved ? "Removed from your saved courses" : "Saved. Find it on your profile.", "success");
    } catch (err) {
      toast(err instanceof ApiError ? err.message : "Could not update your saved courses. Please try again.", "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={buttonClass}
      aria-pressed={saved}
      disabled={busy}
      onClick={toggle}
      data-testid="save-course"
    >
      <HeartIcon className="h-4 w-4" filled={saved} /> {saved ? "Saved" : "Save"}
    </button>
  );
}
