import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/** Alert types of the spec (section 3, "Alert"). */
export type AlertType = 'notification' | 'warning' | 'alert';

const typeClasses: Record<AlertType, string> = {
  notification: 'border-blue-200 bg-blue-50',
  warning: 'border-amber-200 bg-amber-50',
  alert: 'border-red-200 bg-red-50',
};

export interface AlertProps {
  header: ReactNode;
  body?: ReactNode;
  type?: AlertType;
  /** Call to action, e.g. a link or button, rendered below the body. */
  cta?: ReactNode;
  className?: string;
  /** The language of its texts when it is not the page's (an update without a text in the reader's language). */
  lang?: string | undefined;
}

/**
 * Title on one line, description clamped to three lines (spec section 9).
 * Errors and warnings are announced immediately; notifications politely.
 */
export function Alert({ header, body, type = 'notification', cta, className, lang }: AlertProps) {
  return (
    <div
      role={type === 'notification' ? 'status' : 'alert'}
      lang={lang}
      className={cx('rounded-card border p-4 text-ink', typeClasses[type], className)}
    >
      <p className="truncate font-semibold">{header}</p>
      {body ? <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{body}</p> : null}
      {cta ? <div className="mt-3">{cta}</div> : null}
    </div>
  );
}
