"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { SafeImage } from "@/components/ui/safe-image";
import { secondaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { imageMessages, MAX_IMAGE_BYTES } from "@/lib/media/image-signature";
import { OFFLINE_MESSAGE } from "./use-outline-writes";

// The course image (POST /api/courses/{id}/thumbnail, multipart field "file"). The size is
// checked here first so a phone does not spend data on a file the server would refuse.

export function ThumbnailForm({ courseId, thumbnail }: { courseId: string; thumbnail: string | null }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return api("POST /api/courses/{id}/thumbnail", { params: { id: courseId }, formData: form });
    },
    onSuccess: () => {
      setMessage({ tone: "success", text: "Course image updated." });
      router.refresh();
    },
    onError: (err) => setMessage({ tone: "error", text: err instanceof ApiError ? err.message : OFFLINE_MESSAGE }),
    onSettled: () => {
      if (input.current) input.current.value = "";
    },
  });

  function chosen(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setMessage({ tone: "error", text: imageMessages.tooLarge });
      event.target.value = "";
      return;
    }
    setMessage(null);
    upload.mutate(file);
  }

  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="thumbnail-form"
    >
      <div className="flex flex-wrap items-center gap-4">
        <SafeImage
          src={thumbnail}
          alt="Course image"
          width={160}
          height={90}
          className="h-[90px] w-40 rounded-md object-cover"
        />
        <div>
          <label
            className={`${secondaryButtonClass} cursor-pointer px-3 focus-within:ring-2 focus-within:ring-brand-500`}
          >
            {upload.isPending ? "Uploading..." : thumbnail ? "Change image" : "Add image"}
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              onChange={chosen}
              disabled={upload.isPending}
            />
          </label>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">JPEG, PNG, WebP or GIF, up to 5 MB.</p>
        </div>
      </div>
      {message && (
        <div className="mt-3">
          <Alert tone={message.tone} testId="thumbnail-message">
            {message.text}
          </Alert>
        </div>
      )}
    </div>
  );
}
