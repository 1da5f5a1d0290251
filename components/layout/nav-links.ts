// One list for the desktop header and the mobile menu, so the two always mirror each other.
export type NavLink = { href: string; label: string; emphasis?: boolean };

export const primaryLinks: NavLink[] = [
  // "Categories" is a placeholder in docs/product-spec.md part 2; it jumps to the subject grid on the landing page.
  { href: "/#subjects", label: "Categories" },
  { href: "/courses", label: "Courses" },
  { href: "/quizzes", label: "Quizzes" },
  { href: "/exams", label: "Exams" },
];

export type HeaderUser = { displayName: string; role: "student" | "tutor" } | null;

/** Where a signed-in student picks up their courses: the My Courses list on the profile. */
export const MY_COURSES_HREF = "/profile#my-courses";

/** The account part of the header (a tutor's starts at the studio); a signed-in user also gets Sign Out beside it. */
export function accountLinks(user: HeaderUser): NavLink[] {
  if (!user) {
    return [
      { href: "/signin", label: "Sign In" },
      { href: "/signup", label: "Sign Up", emphasis: true },
    ];
  }
  if (user.role === "tutor") {
    return [
      { href: "/studio", label: "Studio", emphasis: true },
      { href: "/profile", label: "Profile" },
    ];
  }
  return [
    { href: "/dashboard", label: "Dashboard", emphasis: true },
    { href: MY_COURSES_HREF, label: "My Courses" },
    { href: "/profile", label: "Profile" },
  ];
}
