// The studio's sections, in the order of the tab bar at the top of every studio page.
export const studioSections = [
  { href: "/studio", label: "Courses" },
  { href: "/studio/bank", label: "Question bank" },
  { href: "/studio/papers", label: "Papers" },
  { href: "/studio/insights", label: "Students & revenue" },
] as const;
