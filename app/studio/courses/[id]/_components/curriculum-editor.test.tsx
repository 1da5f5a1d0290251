import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { StudioSection } from "@/lib/studio/outline";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { CurriculumEditor } from "./curriculum-editor";

const lesson = (id: string, title: string) => ({
  id,
  title,
  description: "",
  preview: false,
  duration_seconds: 0,
  media_state: "awaiting_upload" as const,
  has_video: false,
});

const outline: StudioSection[] = [
  {
    id: "s1",
    title: "Algebra",
    lessons: [lesson("v1", "Linear equations"), lesson("v2", "Quadratics"), lesson("v3", "Indices")],
  },
  { id: "s2", title: "Geometry", lessons: [] },
];

function stubApi(routes: Parameters<typeof jsonFetch>[0]) {
  const fetchMock = vi.fn(jsonFetch(routes));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input, init]) => ({
    call: `${init?.method ?? "GET"} ${String(input)}`,
    body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
  }));

const lessonTitles = () =>
  within(screen.getByTestId("lessons-s1"))
    .getAllByTestId("lesson")
    .map((row) => row.querySelector("p")?.textContent);
const sectionTitles = () => screen.getAllByTestId("section").map((s) => s.querySelector("h3")?.textContent);

describe("CurriculumEditor", () => {
  it("moves a lesson down with its button and saves the new order", async () => {
    const fetchMock = stubApi({ "PUT /api/sections/s1/videos/order": { body: { videos: [] } } });
    const { user } = renderWithProviders(<CurriculumEditor courseId="c1" sections={outline} />);

    await user.click(screen.getByRole("button", { name: "Move lesson Linear equations down" }));

    expect(lessonTitles()).toEqual(["Quadratics", "Linear equations", "Indices"]);
    expect(sent(fetchMock)).toEqual([{ call: "PUT /api/sections/s1/videos/order", body: { ids: ["v2", "v1", "v3"] } }]);
    expect(await screen.findByText("Moved Linear equations to position 2 of 3")).toBeTruthy();
    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it("moves a lesson up with the arrow key on its handle", async () => {
    const fetchMock = stubApi({ "PUT /api/sections/s1/videos/order": { body: { videos: [] } } });
    const { user } = renderWithProviders(<CurriculumEditor courseId="c1" sections={outline} />);

    screen.getByRole("button", { name: "Reorder lesson Indices" }).focus();
    await user.keyboard("{ArrowUp}");

    expect(lessonTitles()).toEqual(["Linear equations", "Indices", "Quadratics"]);
    expect(sent(fetchMock)[0]?.body).toEqual({ ids: ["v1", "v3", "v2"] });
  });

  it("moves a section by dragging its handle over the other", async () => {
    const fetchMock = stubApi({ "PUT /api/courses/c1/sections/order": { body: { sections: [] } } });
    renderWithProviders(<CurriculumEditor courseId="c1" sections={outline} />);
    const [first, second] = screen.getAllByTestId("section").map((s) => s.closest("li")!);
    // jsdom lays nothing out: give the two rows their boxes.
    first!.getBoundingClientRect = () => ({ top: 0, height: 100, bottom: 100 }) as DOMRect;
    second!.getBoundingClientRect = () => ({ top: 100, height: 100, bottom: 200 }) as DOMRect;
    const handle = screen.getByRole("button", { name: "Reorder section Algebra" });
    handle.setPointerCapture = () => {};

    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 50 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 180 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 180 });

    expect(sectionTitles()).toEqual(["Section 1: Geometry", "Section 2: Algebra"]);
    await vi.waitFor(() =>
      expect(sent(fetchMock)).toEqual([{ call: "PUT /api/courses/c1/sections/order", body: { ids: ["s2", "s1"] } }]),
    );
  });

  it("puts the order back and says why when the server refuses it", async () => {
    stubApi({
      "PUT /api/sections/s1/videos/order": {
        status: 400,
        body: { error: "validation_error", message: "ids must list every item exactly once" },
      },
    });
    const { user } = renderWithProviders(<CurriculumEditor courseId="c1" sections={outline} />);

    await user.click(screen.getByRole("button", { name: "Move lesson Quadratics up" }));

    expect(await screen.findByTestId("curriculum-error")).toHaveProperty(
      "textContent",
      "ids must list every item exactly once",
    );
    expect(lessonTitles()).toEqual(["Linear equations", "Quadratics", "Indices"]);
  });

  it("keeps the first item's Move up and the last item's Move down disabled", () => {
    stubApi({});
    renderWithProviders(<CurriculumEditor courseId="c1" sections={outline} />);

    expect(screen.getByRole("button", { name: "Move section Algebra up" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Move section Geometry down" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Move section Algebra down" })).toHaveProperty("disabled", false);
  });

  it("adds a section with its title", async () => {
    const fetchMock = stubApi({ "POST /api/sections": { status: 201, body: { section: { id: "s3" } } } });
    const { user } = renderWithProviders(<CurriculumEditor courseId="c1" sections={outline} />);

    await user.type(screen.getByLabelText("New section title"), "Statistics");
    await user.click(screen.getByRole("button", { name: "Add section" }));

    expect(sent(fetchMock)).toEqual([{ call: "POST /api/sections", body: { course_id: "c1", title: "Statistics" } }]);
    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(screen.getByLabelText<HTMLInputElement>("New section title").value).toBe("");
  });

  it("adds a lesson without a file and opens its page for the upload", async () => {
    const fetchMock = stubApi({
      "POST /api/videos": { status: 201, body: { video: { id: "v9", media_state: "awaiting_upload" } } },
    });
    const { user } = renderWithProviders(<CurriculumEditor courseId="c1" sections={outline} />);

    await user.type(screen.getByLabelText("New lesson title in Geometry"), "Circles");
    await user.click(within(screen.getAllByTestId("section")[1]!).getByRole("button", { name: "Add lesson" }));

    expect(sent(fetchMock)).toEqual([{ call: "POST /api/videos", body: { section_id: "s2", title: "Circles" } }]);
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/studio/courses/c1/lessons/v9"));
  });

  it("deletes a lesson only once the tutor confirms", async () => {
    const fetchMock = stubApi({ "DELETE /api/videos/v2": { body: { message: "Video deleted" } } });
    const { user } = renderWithProviders(<CurriculumEditor courseId="c1" sections={outline} />);

    await user.click(screen.getByRole("button", { name: "Delete lesson Quadratics" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete lesson Quadratics" }));
    await user.click(screen.getByRole("button", { name: "Delete lesson" }));

    expect(sent(fetchMock)).toEqual([{ call: "DELETE /api/videos/v2", body: undefined }]);
    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it("renames a section in place", async () => {
    const fetchMock = stubApi({ "PUT /api/sections/s2": { body: { section: { id: "s2" } } } });
    const { user } = renderWithProviders(<CurriculumEditor courseId="c1" sections={outline} />);

    await user.click(screen.getByRole("button", { name: "Rename section Geometry" }));
    const input = screen.getByLabelText("Section title");
    await user.clear(input);
    await user.type(input, "Shapes and angles{Enter}");

    expect(sent(fetchMock)).toEqual([{ call: "PUT /api/sections/s2", body: { title: "Shapes and angles" } }]);
    await vi.waitFor(() => expect(screen.queryByLabelText("Section title")).toBeNull());
  });
});
