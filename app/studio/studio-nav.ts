// The studio's sections, in the order of the tab bar at the top of every studio page; the
// editorial area shows only to editors (server/auth/editor.ts).
export const studioSections = [
  { href: "/studio", label: "Courses" },
  { href: "/studio/bank", label: "Question bank" },
  { href: "/studio/papers", label: "Papers" },
  { href: "/studio/classes", label: "Classes" },
  { href: "/studio/insights", label: "Students & revenue" },
  { href: "/studio/editorial", label: "Editorial", editorOnly: true },
] as const;

/** The sections a studio user sees. */
export function visibleSections(editor: boolean) {
  return studioSections.filter((s) => editor || !("editorOnly" in s && s.editorOnly));
}
