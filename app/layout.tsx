import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { SiteFooter } from "@/components/layout/site-footer";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/layout/toaster";
import { pageEnhancementsScript } from "@/lib/web/page-enhancements";
import { scriptNonce } from "@/lib/web/security-headers";
import { themeBootScript } from "@/lib/ui/theme";
import { getCurrentUser } from "@/server/auth/current-user";
import "./globals.css";

export const metadata: Metadata = {
  manifest: "/manifest.webmanifest",
  title: { default: "ExamPrep – Pass WAEC, JAMB and NECO", template: "%s · ExamPrep" },
  description:
    "Video lessons and timed past-question practice for WAEC, JAMB (UTME) and NECO. Join 50,000+ Nigerian students preparing to pass at one sitting.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser();
  const nonce = scriptNonce((await headers()).get("content-security-policy"));
  return (
    // The class is set before paint by the boot script; React must not fight it.
    <html lang="en-NG" className="dark" suppressHydrationWarning>
      <head>
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: themeBootScript + pageEnhancementsScript({ serviceWorker: process.env.NODE_ENV === "production" }),
          }}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        <SiteHeader user={user ? { displayName: user.displayName, role: user.role } : null} />
        <main className="flex-1">{children}</main>
        <SiteFooter />
        <Toaster />
        <HydrationMark />
      </body>
    </html>
  );
}
