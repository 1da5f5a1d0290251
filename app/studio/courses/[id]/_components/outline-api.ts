"use client";

import { api } from "@/app/api/client";

// The course editor's writes, each one of the existing tutor endpoints (docs/contract.md).

export const createSection = (courseId: string, title: string) =>
  api("POST /api/sections", { body: { course_id: courseId, title } });

export const renameSection = (sectionId: string, title: string) =>
  api("PUT /api/sections/{id}", { params: { id: sectionId }, body: { title } });

export const deleteSection = (sectionId: string) => api("DELETE /api/sections/{id}", { params: { id: sectionId } });

export const reorderSections = (courseId: string, ids: string[]) =>
  api("PUT /api/courses/{id}/sections/order", { params: { id: courseId }, body: { ids } });

/** A lesson without its video yet: the video is uploaded next, on the lesson's page. */
export const createLesson = (sectionId: string, title: string) =>
  api("POST /api/videos", { body: { section_id: sectionId, title } });

export const deleteLesson = (lessonId: string) => api("DELETE /api/videos/{id}", { params: { id: lessonId } });

export const reorderLessons = (sectionId: string, ids: string[]) =>
  api("PUT /api/sections/{id}/videos/order", { params: { id: sectionId }, body: { ids } });
