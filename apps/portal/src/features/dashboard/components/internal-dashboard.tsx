import { cancellationFormAudience, dashboardCardGroups, hasPermissions, isLanguageId } from '@portal/contracts';
import { usePermissions, usePermissionsRecord } from '@portal/portal-kit';
import { formFieldClass, formLabelClass, PageHeader } from '@portal/ui';
import { ArrowUpRight, Star } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CmsContent } from '../../../components/cms-content.tsx';
import { getRuntimeConfig } from '../../../config/runtime-config.ts';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { getLegacyUrl, InvalidLegacyUrlError } from '../../../lib/legacy-url.ts';
import { useHomepageContent } from '../api/get-homepage-content.ts';
import { getVasDocumentUrl, invalidVasUrlMessage, officeViewerUrl } from '../api/get-vas-document.ts';
import { useDashboardFavourites, useToggleDashboardFavourite } from '../../../lib/dashboard-favourites.ts';
import { internalCards, type InternalCard } from '../../../lib/internal-cards.ts';
import { dashboardNamespace } from '../labels.ts';

const cardClasses =
  'group flex w-full flex-1 flex-col gap-3 rounded-card border border-line bg-surface p-5 text-left shadow-sm transition hover:border-brand hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand motion-reduce:transition-none';

function CardBody({ card, title, external }: { card: InternalCard; title: string; external?: boolean }) {
  const { t } = useTranslation(dashboardNamespace);
  const Icon = card.icon;
  return (
    <>
      <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-lg bg-brand/10 text-brand">
        <Icon className="size-6" strokeWidth={1.75} />
      </span>
      <span className="text-base font-semibold text-ink">
        {title}
        {external ? (
          <>
            <ArrowUpRight aria-hidden="true" className="ml-1 inline size-4 align-baseline text-ink-muted" />
            <span className="sr-only"> ({t('opens_in_new_tab', { ns: 'shell' })})</span>
          </>
        ) : null}
      </span>
      <span className="text-sm text-ink-muted">{t(card.description)}</span>
    </>
  );
}

/** The headings of the dashboard's groups (issue 34): favourites first, then the groups the cards declare. */
const groupLabels = {
  favourites: 'group_favourites',
  customerService: 'group_customer_service',
  masterData: 'group_master_data',
  tools: 'group_tools',
  content: 'group_content',
} as const;

/** Opens an address in a new tab; the portal stays where it is. */
function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

function download(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.click();
}

/**
 * The internal users' homepage content (spec 7, news for staff) above the cards. Spec 8: a failure is reported
 * and swallowed, so the cards stay usable and nothing takes the news' place; nothing shows while it loads
 * or when the page has no rows.
 */
function StaffNews() {
  const { t } = useTranslation(dashboardNamespace);
  const language = useContentLanguage();
  const { data } = useHomepageContent({ language, audience: 'internal-user' });
  if (!data || data.rows.length === 0) return null;
  return (
    <section aria-label={t('internal_news')} className="mb-8">
      <CmsContent page={data} />
    </section>
  );
}

/**
 * Spec 2.6: the internal dashboard — the staff news, then a card for each internal tool the user's permissions open. Cards lead to
 * portal pages, open outside addresses in a new tab (CMS, cancellation form, admin tool) or the VAS document.
 */
export function InternalDashboard() {
  const { t, i18n } = useTranslation(dashboardNamespace);
  const permissions = usePermissions();
  const record = usePermissionsRecord();
  // The card whose tool failed to open, and whether its configured address was the reason.
  const [failed, setFailed] = useState<{ cardId: string; invalidUrl: boolean } | null>(null);
  const [filter, setFilter] = useState('');
  const favourites = useDashboardFavourites();
  const toggleFavourite = useToggleDashboardFavourite();
  const id = useId();
  if (!permissions) return null;

  const links = getRuntimeConfig().links;
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const audience = cancellationFormAudience(permissions);
  const visible = internalCards.filter((card) => hasPermissions(permissions, card.access));

  const titleOf = (card: InternalCard) =>
    card.id === 'cancellationForm' && audience !== 'default'
      ? t(audience === 'salesAgent' ? 'card_cancellation_form_sales_agent' : 'card_cancellation_form_sales_rep')
      : t(card.title);

  const run = async (card: InternalCard, action: () => Promise<void>) => {
    setFailed(null);
    try {
      await action();
    } catch (error) {
      const invalidUrl =
        error instanceof InvalidLegacyUrlError || (error instanceof Error && error.message === invalidVasUrlMessage);
      setFailed({ cardId: card.id, invalidUrl });
    }
  };

  const render = (card: InternalCard): ReactNode => {
    const title = titleOf(card);
    const { action } = card;
    if (action.kind === 'route') {
      return (
        <Link to={action.to} className={cardClasses}>
          <CardBody card={card} title={title} />
        </Link>
      );
    }
    if (action.kind === 'external') {
      const href = action.link === 'cms' ? links.cms : links.cancellationForms[audience];
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" className={cardClasses}>
          <CardBody card={card} title={title} external />
        </a>
      );
    }
    const open =
      action.kind === 'legacy'
        ? async () => openInNewTab(await getLegacyUrl(action.module, { language }))
        : async () => {
            const url = await getVasDocumentUrl();
            openInNewTab(officeViewerUrl(url));
            download(url);
          };
    return (
      <button type="button" className={cardClasses} onClick={() => void run(card, open)}>
        <CardBody card={card} title={title} external />
      </button>
    );
  };

  // The search field narrows the cards as one types: by title and description, in the page's language.
  const needle = filter.trim().toLocaleLowerCase(i18n.language);
  const shown = needle
    ? visible.filter((card) =>
        `${titleOf(card)} ${t(card.description)}`.toLocaleLowerCase(i18n.language).includes(needle),
      )
    : visible;
  // Favourites first, in the order marked; then each group of the rest.
  const favouriteCards = favourites.flatMap((cardId) => shown.filter((card) => card.id === cardId));
  const groups = [
    { id: 'favourites' as const, cards: favouriteCards },
    ...dashboardCardGroups.map((group) => ({
      id: group,
      cards: shown.filter((card) => card.group === group && !favourites.includes(card.id)),
    })),
  ].filter((group) => group.cards.length > 0);

  const renderItem = (card: InternalCard) => {
    const favourite = favourites.includes(card.id);
    const title = titleOf(card);
    return (
      <li key={card.id} data-card={card.id} className="relative flex flex-col gap-2">
        {render(card)}
        <button
          type="button"
          aria-pressed={favourite}
          aria-label={t('favourite_toggle', { tool: title })}
          disabled={toggleFavourite.isPending && toggleFavourite.variables.cardId === card.id}
          onClick={() => toggleFavourite.mutate({ cardId: card.id, favourite: !favourite })}
          className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Star aria-hidden="true" className={favourite ? 'size-5 fill-current text-brand' : 'size-5'} />
        </button>
        {/* Where the user clicked, not above the grid out of view; the tool page's words. */}
        {failed?.cardId === card.id ? (
          // Not the shared Alert: its one-line title would be cut in a card's narrow column.
          <div
            role="alert"
            // Below the clicked card, which may sit at the bottom edge of the window: brought into view.
            ref={(node) => node?.scrollIntoView?.({ block: 'nearest' })}
            className="rounded-card border border-red-200 bg-red-50 p-3 text-sm text-ink"
          >
            <p className="font-semibold">{t('tool_failed_title', { ns: 'shell', tool: title })}</p>
            <p className="mt-1 text-ink-muted">
              {t(failed.invalidUrl ? 'tool_failed_invalid_url' : 'tool_failed_description', { ns: 'shell' })}
            </p>
          </div>
        ) : null}
      </li>
    );
  };

  const name = record?.fullname && record.fullname !== 'null null' ? record.fullname : null;
  return (
    <>
      <PageHeader
        title={name ? t('internal_welcome_name', { name }) : t('internal_welcome')}
        description={t('internal_intro')}
      />
      <StaffNews />
      <div className="mb-6 max-w-md">
        <label htmlFor={`${id}-filter`} className={formLabelClass}>
          {t('tools_filter_label')}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('tools_filter_placeholder')}
          autoComplete="off"
          className={formFieldClass}
        />
      </div>
      <p role="status" className="sr-only">
        {needle ? t('tools_shown', { count: shown.length }) : ''}
      </p>
      {shown.length === 0 ? <p className="text-ink-muted">{t('tools_none', { filter: filter.trim() })}</p> : null}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${id}-${group.id}`} className="mb-8">
          <h2 id={`${id}-${group.id}`} className="mb-3 text-lg font-semibold text-ink">
            {t(groupLabels[group.id])}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">{group.cards.map(renderItem)}</ul>
        </section>
      ))}
    </>
  );
}
