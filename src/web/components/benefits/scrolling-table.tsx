// A table of a benefits page, employee's or employer's. On a narrow screen it scrolls inside a
// focusable, named region instead of widening the page (WCAG 1.4.10), so keyboard users can
// scroll it too.

import type { ReactNode } from 'react';

/** A table that scrolls sideways on its own when it is wider than the screen. */
export function ScrollingTable({
  caption,
  children,
}: {
  caption: string;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    <div
      className="benefits-table"
      role="region"
      aria-label={caption}
      // A scrolling box must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
