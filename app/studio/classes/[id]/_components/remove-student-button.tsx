"use client";

import { api } from "@/app/api/client";
import { ConfirmedDeleteButton } from "@/components/ui/confirmed-delete-button";

// Removes one student from the class after a plain confirm (DELETE /api/classes/{id}/students/{student id}).
export function RemoveStudentButton({
  classId,
  studentId,
  name,
}: {
  classId: string;
  studentId: string;
  name: string;
}) {
  return (
    <ConfirmedDeleteButton
      remove={() => api("DELETE /api/classes/{id}/students/{studentId}", { params: { id: classId, studentId } })}
      question={`Remove ${name} from this class? Their own work stays theirs.`}
      label="Remove"
      ariaLabel={`Remove ${name}`}
      offline="Not removed: no connection"
    />
  );
}
