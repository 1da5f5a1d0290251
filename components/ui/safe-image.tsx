"use client";

import { useState } from "react";
import { PLACEHOLDER_THUMBNAIL } from "@/lib/subjects";

/**
 * A sized <img> (width and height reserve its box, so nothing shifts while it loads) that
 * swaps to the placeholder if the file fails to load.
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
  fallback = PLACEHOLDER_THUMBNAIL,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
  fallback?: string;
}) {
  const [failed, setFailed] = useState(false);
  const shown = !src || failed ? fallback : src;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVG/WebP files already sized; the optimiser adds nothing
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
