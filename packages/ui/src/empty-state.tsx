import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Centered message for empty results and failed sections: never a blank page. */
export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  return (
    <section className={cx('mx-auto max-w-lg rounded-card border border-line bg-surface p-8 text-center', className)}>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-2 text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </section>
  );
}
