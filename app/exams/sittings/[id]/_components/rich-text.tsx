// A question's, option's or explanation's words: the server's HTML where it sent one (notation
// as MathML, rendered and escaped on the server: server/exam/sitting-content.ts), else plain text.

export function RichText({
  text,
  html,
  className,
  as: Tag = "span",
}: {
  text: string;
  html?: string | null;
  className?: string;
  as?: "span" | "div";
}) {
  if (html) return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return <Tag className={className}>{text}</Tag>;
}
