import type { ReactNode } from "react";

/**
 * Text with each hyphenated compound ("Audit-Protokoll", "Cloud-Konto") kept on one line, so that no line ends on a
 * compound's hyphen; the words around it wrap as usual. The text itself is unchanged (plain hyphens), so it reads,
 * searches and matches as written.
 */
export function keepCompounds(text: string): ReactNode {
  return text.split(/(\p{L}+(?:-\p{L}+)+)/u).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one static string, never reordered
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
