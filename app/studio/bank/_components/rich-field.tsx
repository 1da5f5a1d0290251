// A field of a question as the server rendered it (MathML when it has notation), else its
// plain text. Wide formulas and tables scroll inside their box instead of widening the phone's page.
const richClass = "min-w-0 break-words [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto";

export function RichField({ html, text, className = "" }: { html?: string | null; text: string; className?: string }) {
  if (html) return <div className={`${richClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={`${richClass} whitespace-pre-line ${className}`}>{text}</div>;
}
