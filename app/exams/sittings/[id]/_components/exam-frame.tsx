import type { HTMLAttributes } from "react";

/**
 * The whole screen of a sitting, from "Opening your paper…" to the submit: exam mode owns the
 * screen. Its mark, `data-exam-screen`, hides the site's header and footer (app/globals.css), so
 * neither is seen nor reached by Tab; the frame is fixed to the viewport, so nothing on the page
 * moves when the paper replaces the loading screen.
 */
export function ExamFrame({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div data-exam-screen="" className="fixed inset-0 z-30 flex flex-col bg-white dark:bg-slate-950" {...props}>
      {children}
    </div>
  );
}
