import type { MetadataRoute } from "next";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "ExamPrep – WAEC, JAMB and NECO",
    short_name: "ExamPrep",
    description: "Video lessons and timed practice quizzes for WAEC, JAMB (UTME) and NECO.",
    start_url: "/",
    display: "standalone",
    background_color: "#020617",
    theme_color: "#008751",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-maskable.svg", sizes: "any", type: "image/svg+xml", purpose: "maskable" },
    ],
  };
}
