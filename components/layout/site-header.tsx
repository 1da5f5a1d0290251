import Link from "next/link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { accountLinks, primaryLinks, type HeaderUser } from "./nav-links";
import { SignOutButton } from "./sign-out-button";
import { ThemeToggle } from "./theme-toggle";

const plainClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";
const emphasisClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";

// Rendered on the server from the session the root layout reads: a signed-in student sees
// their own places (Dashboard, My Courses, Profile) and Sign Out, a tutor the Studio and
// Profile, a visitor Sign In / Sign Up.
export function SiteHeader({ user }: { user: HeaderUser }) {
  const account = accountLinks(user);
  return (
    <header
      data-site-chrome
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {primaryLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              prefetch={false}
              className="text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-300 dark:hover:text-brand-400"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <ThemeToggle />
          {account.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              prefetch={false}
              className={link.emphasis ? emphasisClass : plainClass}
            >
              {link.label}
            </Link>
          ))}
          {user && <SignOutButton className={plainClass} />}
        </div>
        <MobileMenu primary={primaryLinks} account={account} signedIn={Boolean(user)} />
      </div>
    </header>
  );
}
