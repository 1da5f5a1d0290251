import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import ErrorScreen from "./error";
import GlobalError from "./global-error";
import NotFound from "./not-found";

vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

describe("error screens", () => {
  it("the generic error screen says 'Something went wrong' with a Refresh Page button", () => {
    const html = renderToStaticMarkup(<ErrorScreen error={new Error("db down: password=secret")} reset={() => {}} />);
    expect(html).toContain("Something went wrong");
    expect(html).toMatch(/<button[^>]*>Refresh Page<\/button>/);
    expect(html).not.toContain("db down");
  });

  it("the root fallback shows the same message and button", () => {
    const html = renderToStaticMarkup(<GlobalError />);
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Refresh Page");
  });

  it("the 404 screen links home and to the catalogue", () => {
    const html = renderToStaticMarkup(<NotFound />);
    expect(html).toContain("Page not found");
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/courses"');
  });
});
