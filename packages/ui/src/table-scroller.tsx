import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface TableScrollerProps {
  /** The id of the table's caption, which names the region. */
  labelledBy: string;
  /** The frame around the table; a card's border and background unless given. */
  className?: string;
  children: ReactNode;
}

/**
 * Lets a wide table scroll sideways on narrow screens. The region is focusable so keyboard users can scroll it
 * too (WCAG 2.1.1; axe's scrollable-region-focusable), and it is named by the table's caption. It is positioned so
 * that visually hidden (absolutely positioned) texts in the table stay inside it instead of widening the page.
 */
export function TableScroller({
  labelledBy,
  className = 'rounded-card border border-line bg-surface',
  children,
}: TableScrollerProps) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take keyboard focus
      tabIndex={0}
      className={cx('relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand', className)}
    >
      {children}
    </div>
  );
}
