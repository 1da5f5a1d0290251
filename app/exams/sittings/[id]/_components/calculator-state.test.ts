import { describe, expect, it } from "vitest";
import {
  calculate,
  calculatorKey,
  ERROR,
  formatNumber,
  initialCalculator,
  MAX_DIGITS,
  type CalculatorInput,
  type CalculatorState,
} from "./calculator-state";

/** Presses keys as written on the calculator: digits, ".", "+", "−", "×", "÷", "=", "C". */
function press(sequence: string, from: CalculatorState = initialCalculator): CalculatorState {
  const inputs: CalculatorInput[] = [...sequence.replace(/\s/g, "")].map((c) => {
    if (/[0-9]/.test(c)) return { type: "digit", digit: c };
    if (c === ".") return { type: "point" };
    if (c === "=") return { type: "equals" };
    if (c === "C") return { type: "clear" };
    return { type: "operator", operator: c as "+" | "−" | "×" | "÷" };
  });
  return inputs.reduce(calculate, from);
}
const display = (sequence: string) => press(sequence).display;

describe("the basic calculator", () => {
  it("starts at 0 and types numbers, dropping leading zeros", () => {
    expect(initialCalculator.display).toBe("0");
    expect(display("7")).toBe("7");
    expect(display("0 0 7 2")).toBe("72");
    expect(display("1 2 3 4 5")).toBe("12345");
  });

  it("does the four operations", () => {
    expect(display("12 + 30 =")).toBe("42");
    expect(display("12 − 30 =")).toBe("-18");
    expect(display("12 × 30 =")).toBe("360");
    expect(display("12 ÷ 30 =")).toBe("0.4");
  });

  it("works left to right, as a basic calculator does, showing each running result", () => {
    expect(display("2 + 3 ×")).toBe("5");
    expect(display("2 + 3 × 4 =")).toBe("20");
    expect(display("10 − 4 ÷ 3 =")).toBe("2");
    expect(display("1 + 2 + 3 + 4 =")).toBe("10");
    expect(display("9 ÷ 3 × 2 − 1 =")).toBe("5");
  });

  it("lets a second operator in a row replace the first", () => {
    expect(display("5 + − 3 =")).toBe("2");
    expect(display("5 × ÷ + 1 =")).toBe("6");
  });

  it("continues from a result with an operator, and starts afresh with a digit", () => {
    expect(display("2 + 3 = × 4 =")).toBe("20");
    expect(display("2 + 3 = 7")).toBe("7");
    expect(display("2 + 3 = 7 + 1 =")).toBe("8");
  });

  it("repeats the last operation on a repeated =", () => {
    expect(display("2 + 3 = =")).toBe("8");
    expect(display("2 + 3 = = =")).toBe("11");
    expect(display("100 ÷ 2 = = =")).toBe("12.5");
    expect(display("3 − 1 = =")).toBe("1");
    // With a new number typed, = applies the same operation to it.
    expect(display("2 × 3 = 5 =")).toBe("15");
  });

  it("uses the shown number for a missing right-hand side: 5 + = is 10", () => {
    expect(display("5 + =")).toBe("10");
    expect(display("5 × =")).toBe("25");
  });

  it("does nothing much on = alone", () => {
    expect(display("=")).toBe("0");
    expect(display("8 =")).toBe("8");
    expect(display("8. =")).toBe("8");
  });

  describe("decimals", () => {
    it("types a decimal point once per number", () => {
      expect(display("1 . 5")).toBe("1.5");
      expect(display("1 . 5 . 2")).toBe("1.52");
      expect(display(".")).toBe("0.");
      expect(display(". 5 + . 5 =")).toBe("1");
    });

    it("starts a new number with 0. after an operator or a result", () => {
      expect(display("3 + .")).toBe("0.");
      expect(display("3 + . 2 5 =")).toBe("3.25");
      expect(display("3 = .")).toBe("0.");
    });

    it("rounds away binary noise and keeps twelve significant digits", () => {
      expect(display("0.1 + 0.2 =")).toBe("0.3");
      expect(display("1 ÷ 3 =")).toBe("0.333333333333");
      expect(display("2 ÷ 3 =")).toBe("0.666666666667");
      expect(display("1.1 × 1.1 =")).toBe("1.21");
      expect(display("0.3 − 0.1 =")).toBe("0.2");
    });

    it("keeps a typed number to the display's digits", () => {
      expect(digits(display("1".repeat(MAX_DIGITS + 3)))).toBe(MAX_DIGITS);
      expect(display("9".repeat(MAX_DIGITS) + ".")).toBe("9".repeat(MAX_DIGITS));
    });
  });

  describe("division by zero", () => {
    it("shows Error", () => {
      expect(display("5 ÷ 0 =")).toBe(ERROR);
      expect(display("0 ÷ 0 =")).toBe(ERROR);
      expect(display("5 ÷ 0 +")).toBe(ERROR);
      expect(display("5 + 1 ÷ 0 =")).toBe(ERROR);
    });

    it("ignores operators and = while it shows Error", () => {
      expect(display("5 ÷ 0 = + 2 =")).toBe("2");
      expect(display("5 ÷ 0 = = =")).toBe(ERROR);
      expect(display("5 ÷ 0 = ×")).toBe(ERROR);
    });

    it("recovers with C or a new number", () => {
      expect(display("5 ÷ 0 = C")).toBe("0");
      expect(display("5 ÷ 0 = 4 + 4 =")).toBe("8");
      expect(display("5 ÷ 0 = .")).toBe("0.");
    });
  });

  it("clears everything with C: the number, the pending operation and what = would repeat", () => {
    expect(press("12 + 3 C")).toEqual(initialCalculator);
    expect(display("12 + 3 C =")).toBe("0");
    expect(display("2 + 3 = C 4 =")).toBe("4");
    expect(display("2 + C 3 =")).toBe("3");
  });

  it("shows negative results and never -0", () => {
    expect(display("3 − 10 =")).toBe("-7");
    expect(display("3 − 10 = × 2 =")).toBe("-14");
    expect(display("0 − 0 =")).toBe("0");
    expect(formatNumber(-0)).toBe("0");
  });

  it("shows Error for results beyond any number", () => {
    expect(formatNumber(Infinity)).toBe(ERROR);
    const big = press("999999999999 × 999999999999 = = = = = = = = = = = = = = = = = = = = = = = = = = =");
    expect(big.display).toBe(ERROR);
  });
});

describe("calculatorKey", () => {
  it("reads digits, the point and the operators from the keyboard", () => {
    expect(calculatorKey("7")).toEqual({ type: "digit", digit: "7" });
    expect(calculatorKey(".")).toEqual({ type: "point" });
    expect(calculatorKey("+")).toEqual({ type: "operator", operator: "+" });
    expect(calculatorKey("-")).toEqual({ type: "operator", operator: "−" });
    expect(calculatorKey("*")).toEqual({ type: "operator", operator: "×" });
    expect(calculatorKey("x")).toEqual({ type: "operator", operator: "×" });
    expect(calculatorKey("/")).toEqual({ type: "operator", operator: "÷" });
    expect(calculatorKey("Enter")).toEqual({ type: "equals" });
    expect(calculatorKey("=")).toEqual({ type: "equals" });
    expect(calculatorKey("c")).toEqual({ type: "clear" });
    expect(calculatorKey("Delete")).toEqual({ type: "clear" });
  });

  it("ignores everything else, the CBT letters included", () => {
    for (const key of ["a", "n", "p", "s", "r", "Escape", "Tab", "ArrowLeft", "%", " "])
      expect(calculatorKey(key), key).toBeNull();
  });

  it("ignores a digit input that is not one digit", () => {
    expect(calculate(initialCalculator, { type: "digit", digit: "12" })).toBe(initialCalculator);
  });
});

const digits = (s: string) => s.replace(/[^0-9]/g, "").length;
