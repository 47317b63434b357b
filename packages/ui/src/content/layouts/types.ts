import type { ContentItem } from '@portal/contracts';

/** What a layout component gets: its item and the columns (of 12) its placement spans on wide screens. */
export interface LayoutProps {
  item: ContentItem;
  span: number;
}
