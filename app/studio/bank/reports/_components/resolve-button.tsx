"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { secondaryButtonClass } from "@/components/ui/styles";
import { api } from "@/app/api/client";

/** Marks a report resolved (or open again), then the inbox re-renders from the server. */
export function ResolveButton({ id, resolved }: { id: string; resolved: boolean }) {
  const router = useRouter();
  const toggle = useMutation({
    mutationFn: () => api("PATCH /api/bank/reports/{id}", { params: { id }, body: { resolved: !resolved } }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate()}
      >
        {resolved ? "Open again" : "Mark resolved"}
      </button>
      {toggle.error && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {toggle.error.message}
        </p>
      )}
    </div>
  );
}
