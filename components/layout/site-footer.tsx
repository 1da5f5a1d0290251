import Link from "next/link";
import { Logo } from "./logo";

// Company pages (About, Careers, Blog) do not exist yet: docs/product-spec.md part 2 keeps those links as placeholders.
const columns: { title: string; links: { label: string; href: string }[] }[] = [
  {
    title: "Learn",
    links: [
      { label: "All Courses", href: "/courses" },
      { label: "Quiz Library", href: "/quizzes" },
      { label: "Create Account", href: "/signup" },
      { label: "For Schools", href: "/schools" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "#" },
      { label: "Careers", href: "#" },
      { label: "Blog", href: "#" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Help Centre", href: "/help" },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
      { label: "Request a Subject", href: "/request-a-subject" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer
      data-site-chrome
      className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
      data-testid="site-footer"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            Video lessons and timed practice for WAEC, JAMB (UTME) and NECO, made for Nigerian secondary-school
            students.
          </p>
          <address className="mt-4 space-y-1 text-sm not-italic text-slate-600 dark:text-slate-400">
            <p>12 Adeola Odeku Street, Victoria Island, Lagos</p>
            <p>
              <a href="mailto:support@examprep.ng" className="inline-flex min-h-6 items-center hover:text-brand-600">
                support@examprep.ng
              </a>
            </p>
            <p>
              <a href="tel:+2348001234567" className="inline-flex min-h-6 items-center hover:text-brand-600">
                +234 800 123 4567
              </a>
            </p>
          </address>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-400">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    href={link.href}
                    prefetch={false}
                    className="inline-flex min-h-6 items-center hover:text-brand-600 dark:hover:text-brand-400"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500 dark:border-slate-800">
        © {new Date().getFullYear()} ExamPrep. All rights reserved.
      </p>
    </footer>
  );
}
