import { describe, expect, it } from "vitest";
import { ticksBetween } from "./machine";

describe("ticksBetween", () => {
  it("sums what each process used since the first reading", () => {
    expect(
      ticksBetween(
        new Map([
          [1, 100],
          [2, 50],
        ]),
        new Map([
          [1, 130],
          [2, 60],
        ]),
      ),
    ).toBe(40);
  });

  it("counts a process that started in between from zero", () => {
    expect(
      ticksBetween(
        new Map([[1, 100]]),
        new Map([
          [1, 110],
          [7, 25],
        ]),
      ),
    ).toBe(35);
  });

  it("never goes negative when a process ended in between", () => {
    expect(
      ticksBetween(
        new Map([
          [1, 100],
          [2, 500],
        ]),
        new Map([[1, 120]]),
      ),
    ).toBe(20);
  });

  it("counts a new process that reused an ended one's pid from zero", () => {
    expect(ticksBetween(new Map([[3, 900]]), new Map([[3, 40]]))).toBe(40);
  });

  it("is zero with nothing running", () => {
    expect(ticksBetween(new Map(), new Map())).toBe(0);
  });
});
