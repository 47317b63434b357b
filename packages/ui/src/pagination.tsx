import { Button } from './button.tsx';
import { cx } from './cx.ts';

export interface PaginationLabels {
  /** Names the navigation landmark, e.g. "Pages of orders". */
  navigation: string;
  previous: string;
  next: string;
  /** Where the reader is, already written for the language, e.g. "Page 2 of 10". */
  position: string;
}

export interface PaginationProps {
  /** Zero-based, as the API counts. */
  pageNumber: number;
  pageCount: number;
  onPage: (pageNumber: number) => void;
  labels: PaginationLabels;
  className?: string;
}

/** Previous and next page with the position between them; nothing when everything fits on one page. */
export function Pagination({ pageNumber, pageCount, onPage, labels, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={labels.navigation}
      className={cx('mt-4 flex flex-wrap items-center justify-between gap-3', className)}
    >
      <Button variant="secondary" disabled={pageNumber === 0} onClick={() => onPage(pageNumber - 1)}>
        {labels.previous}
      </Button>
      <p className="text-sm text-ink-muted">{labels.position}</p>
      <Button variant="secondary" disabled={pageNumber + 1 >= pageCount} onClick={() => onPage(pageNumber + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
