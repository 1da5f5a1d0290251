import Link from "next/link";
import { SafeImage } from "@/components/ui/safe-image";
import type { UserDto } from "@/server/accounts/users";

const monthYear = new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "Africa/Lagos" });

export function ProfileSidebar({ user }: { user: UserDto }) {
  return (
    <aside
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="profile-sidebar"
    >
      <SafeImage
        src={user.profile_picture}
        fallback="/avatar-placeholder.svg"
        alt={`${user.first_name} ${user.last_name}`}
        width={112}
        height={112}
        priority
        className="mx-auto h-28 w-28 rounded-full object-cover"
      />
      <h1 className="mt-4 text-xl font-bold">
        {user.first_name} {user.last_name}
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{user.display_name}</p>
      <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200">
          {user.role === "tutor" ? "Tutor" : "Student"}
        </span>
        {user.academic_level && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {user.academic_level}
          </span>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        Member since {monthYear.format(new Date(user.created_at))}
      </p>
      <div className="mt-6 flex flex-col gap-2">
        <Link
          href="/settings"
          className="rounded-lg bg-brand-600 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Edit Profile
        </Link>
        <Link
          href={user.role === "tutor" ? "/studio" : "/dashboard"}
          className="rounded-lg border border-slate-300 px-4 py-3 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {user.role === "tutor" ? "Studio" : "Dashboard"}
        </Link>
      </div>
    </aside>
  );
}
