import type { ReactNode } from "react";
import { vi } from "vitest";

// Next.js's router and Link stand-ins for component tests (tests/support/component-setup.ts
// installs them for every *.test.tsx): Link is a plain anchor, and a test asserts navigation
// through `router`.

export const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), prefetch: vi.fn() };

type LinkProps = { href: string; children: ReactNode; prefetch?: boolean } & Record<string, unknown>;

export function Link({ href, children, prefetch: _prefetch, ...rest }: LinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
