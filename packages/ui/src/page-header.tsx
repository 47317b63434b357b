import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Badges or actions shown beside the title. */
  children?: ReactNode;
  className?: string;
}

/** The page's single h1 with its lead text: every page starts with one. */
export function PageHeader({ title, description, children, className }: PageHeaderProps) {
  return (
    <header className={cx('mb-6 border-b border-line pb-4', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {children}
      </div>
      {description ? <p className="mt-2 max-w-2xl text-ink-muted">{description}</p> : null}
    </header>
  );
}
