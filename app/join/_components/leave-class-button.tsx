"use client";

import { api } from "@/app/api/client";
import { ConfirmedDeleteButton } from "@/components/ui/confirmed-delete-button";

// Leaves a class after a plain confirm (DELETE /api/me/classes/{id}).
export function LeaveClassButton({ classId, name }: { classId: string; name: string }) {
  return (
    <ConfirmedDeleteButton
      remove={() => api("DELETE /api/me/classes/{id}", { params: { id: classId } })}
      question={`Leave ${name}? Your teacher will no longer see your work for it.`}
      label="Leave"
      offline="Not left: no connection"
    />
  );
}
