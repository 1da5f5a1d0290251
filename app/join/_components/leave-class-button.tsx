import { ConfirmedDeleteButton } from "@/components/ui/confirmed-delete-button";

// Leaves a class after a plain confirm (DELETE /api/me/classes/{id}).
export function LeaveClassButton({ classId, name }: { classId: string; name: string }) {
  return (
    <ConfirmedDeleteButton
      url={`/api/me/classes/${classId}`}
      question={`Leave ${name}? Your teacher will no longer see your work for it.`}
      label="Leave"
      offline="Not left: no connection"
    />
  );
}
