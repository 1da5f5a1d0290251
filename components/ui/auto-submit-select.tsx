import { AUTO_SUBMIT_ATTRIBUTE } from "@/lib/web/page-enhancements";

/**
 * A select that submits its form when changed, through the inline listener of
 * lib/web/page-enhancements.ts, so it works before the page's scripts run. The form itself is a
 * plain GET form with a submit button, which works without any script.
 */
export function AutoSubmitSelect(props: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} {...{ [AUTO_SUBMIT_ATTRIBUTE]: "" }} />;
}
