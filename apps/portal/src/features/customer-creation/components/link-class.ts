/** How customer creation's links in text and tables look. */
export const linkClass =
  'font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand';
