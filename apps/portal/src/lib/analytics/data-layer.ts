import type { ErrorEvent } from '@portal/portal-kit';

/** Spec 3, "Analytics event": who is looking, sent with every page view. */
export interface AnalyticsFields {
  mail: string | null;
  external: boolean;
  persona: string | null;
  soldToId: string[];
  soldToLegalName: string[];
  /** Labels of the user's active brands (spec 3, brand catalogue). */
  brands: string[];
  language: string;
  /** The selected customer's country; null while the portal does not know it. */
  country: string | null;
}

export interface PageViewEntry extends AnalyticsFields {
  event: 'page_view';
  /** The path without query string or hash: those may carry tokens. */
  page_path: string;
  /** The route's name (spec 2.3), the same in every language. */
  page_title: string;
}

/** Spec 3, "Error event", as a tag manager entry. */
export interface ErrorEntry extends ErrorEvent {
  event: 'error';
}

/** What a tag manager's own snippet pushes before its script loads. */
export interface TagManagerStartEntry {
  event: 'gtm.js';
  'gtm.start': number;
}

export type DataLayerEntry = PageViewEntry | ErrorEntry | TagManagerStartEntry;

declare global {
  interface Window {
    /** The GTM-compatible queue; it exists only once something was pushed after consent. */
    dataLayer?: object[];
  }
}

/** Appends to `window.dataLayer`, creating it on first use. Callers check consent first (tracking.ts). */
export function pushToDataLayer(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
