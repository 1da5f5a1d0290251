import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { PageStatus } from "@/components/layout/page-status";
import { readGuardianLink } from "@/server/guardian/guardian-links";
import { GuardianLinkPanel } from "./_components/guardian-link-view";

export const metadata: Metadata = {
  title: "Weekly summaries",
  referrer: "no-referrer",
  robots: { index: false, follow: false },
};

// /g/:token – a guardian's link (confirm, refuse, unsubscribe), no account needed. Opening it
// changes nothing (mail scanners open links); its button POSTs to /api/guardian-links/:token.
export default async function GuardianLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await readGuardianLink(token);
  return (
    <AuthCard title="Weekly summaries from ExamPrep">
      {/* An unknown link is a 404, its words drawn all the same (lib/web/page-status.ts). */}
      {!view && <PageStatus code={404} />}
      <GuardianLinkPanel token={token} view={view} />
    </AuthCard>
  );
}
