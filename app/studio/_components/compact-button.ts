// The studio's row actions (Rename, Edit, Delete): the secondary button's look with less
// padding, so a row's moves and actions share one line on a 360 px phone.
export const compactButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";
