// One list for the desktop header and the mobile menu, so the two always mirror each other.
export type NavLink = { href: string; label: string };

export const primaryLinks: NavLink[] = [
  // "Categories" is a placeholder in the spec; it jumps to the subject grid on the landing page.
  { href: "/#subjects", label: "Categories" },
  { href: "/courses", label: "Courses" },
  { href: "/quizzes", label: "Quizzes" },
];

export type HeaderUser = { displayName: string } | null;

export function accountLinks(user: HeaderUser): NavLink[] {
  return user
    ? [{ href: "/profile", label: "Profile" }]
    : [
        { href: "/signin", label: "Sign In" },
        { href: "/signup", label: "Sign Up" },
      ];
}
