import type { ReactNode } from 'react';

/**
 * Lets a wide table scroll sideways on narrow screens. The region is focusable so keyboard users can scroll it
 * too (WCAG 2.1.1; axe's scrollable-region-focusable), and it is named by the table's caption. It is positioned so
 * that visually hidden (absolutely positioned) texts in the table stay inside it instead of widening the page.
 */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take keyboard focus
      tabIndex={0}
      className="relative overflow-x-auto rounded-card border border-line bg-surface focus-visible:outline-2 focus-visible:outline-brand"
    >
      {children}
    </div>
  );
}
