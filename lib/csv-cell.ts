// One CSV field as the product writes it: quoted when it must be, and never a formula. A
// spreadsheet runs a cell that starts with = + - @, a tab or a carriage return (OWASP's CSV
// injection list), so such a cell is written with a leading apostrophe, inside the quotes,
// which every spreadsheet shows as text. Every CSV the product writes goes through csvField.
//
// Our own importers read the field back with csvFieldValue, which takes that apostrophe off
// again, so an export imports back exactly (a question whose text is "-2" stays "-2"). A
// value that itself starts with apostrophes before such a character gets one more on the
// way out, so it too comes back as it was.

const NEEDS_APOSTROPHE = /^'*[=+\-@\t\r]/;
const WRITTEN_WITH_APOSTROPHE = /^'+[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A value as a CSV field: an apostrophe before what a spreadsheet would run, in double quotes when it holds a comma, a quote or a line break or was given an apostrophe (quotes doubled). */
export function csvField(value: string): string {
  const neutralised = NEEDS_APOSTROPHE.test(value);
  const text = neutralised ? `'${value}` : value;
  return neutralised || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A field's value as csvField was given it: the apostrophe it added before a formula character taken off again. */
export function csvFieldValue(field: string): string {
  return WRITTEN_WITH_APOSTROPHE.test(field) ? field.slice(1) : field;
}
