import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** A heading at a level chosen by where the content sits in the page. */
export function ContentHeading({
  level,
  children,
  className,
  id,
}: {
  level: number;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const Tag = `h${Math.min(6, Math.max(2, level)) as HeadingLevel}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** The heading level below `level` (entries of an item). */
export function subLevel(level: number): HeadingLevel {
  return Math.min(6, level + 1) as HeadingLevel;
}
