// The basic calculator JAMB's CBT allows: digits, a decimal point, + − × ÷, = and C. Like a
// pocket calculator it works left to right (2 + 3 × 4 = 20, not 14), repeats the last
// operation on a second =, and shows "Error" after a division by zero until C or a new number.
// A pure reducer, so every edge is tested without a screen.

export type Operator = "+" | "−" | "×" | "÷";

export type CalculatorState = {
  /** What the display shows: the number being typed, a result, or "Error". */
  display: string;
  /** The left-hand side waiting for its operator's right-hand side. */
  stored: number | null;
  operator: Operator | null;
  /** The next digit starts a new number (after an operator or =). */
  fresh: boolean;
  /** What a repeated = applies again to the shown result. */
  repeat: { operator: Operator; operand: number } | null;
};

export type CalculatorInput =
  | { type: "digit"; digit: string }
  | { type: "point" }
  | { type: "operator"; operator: Operator }
  | { type: "equals" }
  | { type: "clear" };

export const ERROR = "Error";
/** Digits a number may have as typed (as on a 12-digit pocket calculator). */
export const MAX_DIGITS = 12;

export const initialCalculator: CalculatorState = {
  display: "0",
  stored: null,
  operator: null,
  fresh: false,
  repeat: null,
};

const error: CalculatorState = { ...initialCalculator, display: ERROR };

function apply(left: number, operator: Operator, right: number): number | null {
  switch (operator) {
    case "+":
      return left + right;
    case "−":
      return left - right;
    case "×":
      return left * right;
    case "÷":
      return right === 0 ? null : left / right;
  }
}

/** A result as the display shows it: 12 significant digits, no binary noise (0.1 + 0.2 is 0.3). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return ERROR;
  const rounded = Number(value.toPrecision(MAX_DIGITS));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const shown = (state: CalculatorState) => Number(state.display);
const digitCount = (display: string) => display.replace(/[^0-9]/g, "").length;

/** The result of a calculation, or the error state when it has none. */
function result(state: CalculatorState, value: number | null, extra: Partial<CalculatorState>): CalculatorState {
  if (value === null || !Number.isFinite(value)) return error;
  return { ...state, display: formatNumber(value), stored: null, operator: null, fresh: true, ...extra };
}

export function calculate(state: CalculatorState, input: CalculatorInput): CalculatorState {
  const failed = state.display === ERROR;
  switch (input.type) {
    case "clear":
      return initialCalculator;

    case "digit": {
      if (!/^[0-9]$/.test(input.digit)) return state;
      if (failed) return { ...initialCalculator, display: input.digit };
      if (state.fresh) return { ...state, display: input.digit, fresh: false };
      if (digitCount(state.display) >= MAX_DIGITS) return state;
      return { ...state, display: state.display === "0" ? input.digit : state.display + input.digit };
    }

    case "point": {
      if (failed) return { ...initialCalculator, display: "0." };
      if (state.fresh) return { ...state, display: "0.", fresh: false };
      if (state.display.includes(".") || digitCount(state.display) >= MAX_DIGITS) return state;
      return { ...state, display: state.display + "." };
    }

    case "operator": {
      if (failed) return state;
      // A second operator in a row replaces the first: 5 + − 3 is 5 − 3.
      if (state.operator !== null && state.fresh) return { ...state, operator: input.operator };
      if (state.operator !== null && state.stored !== null) {
        const value = apply(state.stored, state.operator, shown(state));
        const next = result(state, value, { repeat: null });
        return next.display === ERROR ? next : { ...next, stored: Number(next.display), operator: input.operator };
      }
      return { ...state, stored: shown(state), operator: input.operator, fresh: true, repeat: null };
    }

    case "equals": {
      if (failed) return state;
      if (state.operator !== null && state.stored !== null) {
        // "5 + =" adds the shown 5 to itself, as pocket calculators do.
        const operand = shown(state);
        return result(state, apply(state.stored, state.operator, operand), {
          repeat: { operator: state.operator, operand },
        });
      }
      if (state.repeat)
        return result(state, apply(shown(state), state.repeat.operator, state.repeat.operand), {
          repeat: state.repeat,
        });
      return { ...state, display: formatNumber(shown(state)), fresh: true };
    }
  }
}

/** The calculator input a key press stands for (digits, . , + - * x / = Enter, C Delete Escape is not one); null otherwise. */
export function calculatorKey(key: string): CalculatorInput | null {
  if (/^[0-9]$/.test(key)) return { type: "digit", digit: key };
  switch (key) {
    case ".":
    case ",":
      return { type: "point" };
    case "+":
      return { type: "operator", operator: "+" };
    case "-":
    case "−":
      return { type: "operator", operator: "−" };
    case "*":
    case "x":
    case "X":
    case "×":
      return { type: "operator", operator: "×" };
    case "/":
    case "÷":
      return { type: "operator", operator: "÷" };
    case "=":
    case "Enter":
      return { type: "equals" };
    case "c":
    case "C":
    case "Delete":
    case "Backspace":
      return { type: "clear" };
    default:
      return null;
  }
}
