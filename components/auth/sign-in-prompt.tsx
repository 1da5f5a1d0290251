import Link from "next/link";
import { signInHref } from "@/lib/auth/safe-next";

/** Shown on signed-in screens to a visitor who is signed out (docs/product-spec.md part 6); `next` is where sign-in comes back to. */
export function SignInPrompt({ next }: { next?: string } = {}) {
  return (
    <section
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="sign-in-prompt"
    >
      <h1 className="text-2xl font-bold">Please Sign In</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">You need to be signed in to see this page.</p>
      <Link
        href={next ? signInHref(next) : "/signin"}
        className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Sign In
      </Link>
    </section>
  );
}
