type SectionRow = { id: string; courseId: string; title: string; position: number; createdAt: Date };

export function toSectionDto(s: SectionRow) {
  return {
    id: s.id,
    course_id: s.courseId,
    title: s.title,
    name: s.title,
    order: s.position,
    position: s.position,
    created_at: s.createdAt.toISOString(),
  };
}
