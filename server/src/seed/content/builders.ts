import {
  contentLayoutPrefix,
  type ContentAudience,
  type ContentData,
  type ContentItem,
  type ContentLayout,
  type ContentLink,
  type ContentMedia,
  type ContentPlacement,
  type ContentRow,
  type LanguageId,
} from '@portal/contracts';

/** A page of the demo content as the seed stores it (published, version 1). */
export interface SeedPage {
  key: string;
  language: LanguageId;
  audience: ContentAudience;
  customerId: string | null;
  name: string;
  title: string;
  rows: ContentRow[];
}

export function page(
  key: string,
  language: LanguageId,
  texts: { name: string; title: string },
  rows: ContentRow[],
  options: { audience?: ContentAudience; customerId?: string } = {},
): SeedPage {
  return {
    key,
    language,
    audience: options.audience ?? 'customer',
    customerId: options.customerId ?? null,
    name: texts.name,
    title: texts.title,
    rows,
  };
}

export function row(id: string, ...placements: ContentPlacement[]): ContentRow {
  return { id, placements };
}

/** A placement named after its item, spanning `span` of 12 columns. */
export function place(item: ContentItem, span = 12, name = item.name): ContentPlacement {
  return { name, span, item };
}

/** An item of a layout; its `uri` and `sizes` are those of its main media unless given. */
export function item(
  id: string,
  layout: ContentLayout,
  data: ContentData,
  options: { name?: string; uri?: string } = {},
): ContentItem {
  const uri = options.uri ?? data.media?.uri;
  return {
    id,
    name: options.name ?? id,
    layoutVariant: `${contentLayoutPrefix}${layout}`,
    data,
    ...(uri ? { uri } : {}),
    ...(!options.uri && data.media?.sizes ? { sizes: data.media.sizes } : {}),
  };
}

export function link(label: string, href: string): ContentLink {
  return /^https?:\/\//.test(href) ? { label, href, external: true } : { label, href };
}

/** Entries of cards, carousels and accordions: an id each, in order. */
export interface EntryText {
  title: string;
  body?: string;
}

export function entries<T extends EntryText>(
  prefix: string,
  texts: readonly T[],
  extra: (text: T, index: number) => { media?: ContentMedia; cta?: ContentLink; uri?: string } = () => ({}),
): NonNullable<ContentData['entries']> {
  return texts.map((text, index) => ({
    id: `${prefix}-${index + 1}`,
    title: text.title,
    ...(text.body === undefined ? {} : { body: text.body }),
    ...extra(text, index),
  }));
}
