"use client";

import { apiFetch } from "@/lib/client/fetcher";

// The course editor's writes, each one of the existing tutor endpoints (docs/contract.md).

export const createSection = (courseId: string, title: string) =>
  apiFetch<{ section: { id: string } }>("/api/sections", { json: { course_id: courseId, title } });

export const renameSection = (sectionId: string, title: string) =>
  apiFetch(`/api/sections/${sectionId}`, { method: "PUT", json: { title } });

export const deleteSection = (sectionId: string) => apiFetch(`/api/sections/${sectionId}`, { method: "DELETE" });

export const reorderSections = (courseId: string, ids: string[]) =>
  apiFetch(`/api/courses/${courseId}/sections/order`, { method: "PUT", json: { ids } });

/** A lesson without its video yet: the video is uploaded next, on the lesson's page. */
export const createLesson = (sectionId: string, title: string) =>
  apiFetch<{ video: { id: string } }>("/api/videos", { json: { section_id: sectionId, title } });

export const deleteLesson = (lessonId: string) => apiFetch(`/api/videos/${lessonId}`, { method: "DELETE" });

export const reorderLessons = (sectionId: string, ids: string[]) =>
  apiFetch(`/api/sections/${sectionId}/videos/order`, { method: "PUT", json: { ids } });
