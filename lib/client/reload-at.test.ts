import { describe, expect, it, vi } from "vitest";
import { reloadAt } from "./reload-at";

function placeAt(pathname: string, search = "") {
  return { pathname, search, reload: vi.fn(), assign: vi.fn() };
}

describe("reloadAt", () => {
  it("reloads when the address is already the page", () => {
    const place = placeAt("/course-content", "?courseId=c1");
    reloadAt("/course-content?courseId=c1", place);
    expect(place.reload).toHaveBeenCalledOnce();
    expect(place.assign).not.toHaveBeenCalled();
  });

  it("loads the page itself while a push has not arrived, instead of reloading the page being left", () => {
    const place = placeAt("/courses/c1");
    reloadAt("/course-content?courseId=c1", place);
    expect(place.assign).toHaveBeenCalledWith("/course-content?courseId=c1");
    expect(place.reload).not.toHaveBeenCalled();
  });

  it("treats another course's content as another page", () => {
    const place = placeAt("/course-content", "?courseId=c2");
    reloadAt("/course-content?courseId=c1", place);
    expect(place.assign).toHaveBeenCalledWith("/course-content?courseId=c1");
  });
});
