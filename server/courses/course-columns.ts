import type { CourseUpdate } from "@/lib/validation/courses";

/** The API's snake_case course fields as columns (undefined leaves a column as it is). */
export function courseColumns(input: CourseUpdate) {
  return {
    title: input.title,
    description: input.description,
    level: input.level,
    category: input.category,
    exam: input.exam,
    price: input.price,
    originalPrice: input.original_price,
    durationHours: input.duration_hours,
    objectives: input.objectives,
    requirements: input.requirements,
    tags: input.tags,
    downloadableMaterial: input.downloadable_material,
    issueCertificate: input.issue_certificate,
    status: input.status,
  };
}
