import { searchHitKinds, searchQueryMaxLength, type SearchHit, type SearchHitKind } from '@portal/contracts';
import { cx, formFieldClass, formLabelClass } from '@portal/ui';
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCustomerMatchText } from '../../../lib/customer-match.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useAddRecentSearch } from '../api/add-recent-search.ts';
import { useRecentSearches } from '../api/get-recent-searches.ts';
import { useRemoveRecentSearch } from '../api/remove-recent-search.ts';
import { useSearchEverywhere } from '../api/search-everywhere.ts';
import { useSearchScope } from '../hooks/use-search-scope.ts';
import { searchNamespace } from '../labels.ts';

/** Ask once the typing pauses. */
const debounceMs = 250;

const groupLabel = {
  order: 'group_order',
  document: 'group_document',
  ticket: 'group_ticket',
  help: 'group_help',
  page: 'group_page',
  customer: 'group_customer',
} as const satisfies Record<SearchHitKind, string>;

interface SearchComboboxProps {
  /** Called once a hit was opened (the dialog closes). */
  onOpened: () => void;
}

/**
 * The WAI-ARIA combobox of the search dialog: the field owns the focus, the listbox shows the hits grouped by kind,
 * arrow keys move the active hit (`aria-activedescendant`), Enter opens it. While the field is empty the user's
 * recent searches are offered, each to search again or to remove. Loading, the count and "nothing found" are
 * announced politely.
 */
export function SearchCombobox({ onOpened }: SearchComboboxProps) {
  const { t } = useTranslation(searchNamespace);
  const matchText = useCustomerMatchText();
  const id = useId();
  const navigate = useNavigate();
  const scope = useSearchScope();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), debounceMs);
  const search = useSearchEverywhere({ ...scope, q });
  const recent = useRecentSearches(text.trim() === '');
  const addRecent = useAddRecentSearch();
  const removeRecent = useRemoveRecentSearch();
  const [active, setActive] = useState({ q: '', index: 0 });

  const typed = text.trim();
  const current = typed !== '' && q === typed && !search.isPlaceholderData ? search.data : undefined;
  const hits: SearchHit[] = typed === '' ? [] : (search.data?.items ?? []);
  const activeIndex = active.q === q && active.index < hits.length ? active.index : 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;
  const expanded = hits.length > 0;

  const open = (hit: SearchHit) => {
    addRecent.mutate(q);
    onOpened();
    void navigate(hit.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    const last = hits.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive({ q, index });
    };
    if (event.key === 'ArrowDown') move(activeIndex >= last ? 0 : activeIndex + 1);
    else if (event.key === 'ArrowUp') move(activeIndex <= 0 ? last : activeIndex - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(last);
    else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[activeIndex];
      if (hit) open(hit);
    }
  };

  let status = '';
  if (typed !== '') {
    if (search.isFetching || q !== typed) status = t('searching');
    else if (search.isError) status = t('search_failed');
    else if (current) {
      status = current.items.length === 0 ? t('no_results', { q }) : t('results', { count: current.items.length });
    }
  }

  const indexOf = new Map(hits.map((hit, index) => [hit, index]));
  const groups = searchHitKinds
    .map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) }))
    .filter((group) => group.hits.length > 0);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-input`} className={formLabelClass}>
          {t('field_label')}
        </label>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          maxLength={searchQueryMaxLength}
          // The dialog opens for typing: the field takes the focus at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type in this field
          autoFocus
          value={text}
          placeholder={t('field_placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={formFieldClass}
        />
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {t('keyboard_hint')}
        </p>
      </div>

      <p role="status" aria-live="polite" className={cx(status ? 'text-sm text-ink-muted' : 'sr-only')}>
        {status}
      </p>

      <div id={listboxId} role="listbox" aria-label={t('results_label')} className="flex flex-col gap-3">
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
            <div
              id={`${id}-group-${group.kind}`}
              role="presentation"
              className="px-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              {t(groupLabel[group.kind])}
            </div>
            {group.hits.map((hit) => {
              const index = indexOf.get(hit) ?? 0;
              const selected = index === activeIndex;
              return (
                // The keys reach an option through the combobox (aria-activedescendant); a pointer clicks it.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={`${hit.kind}-${hit.href}`}
                  tabIndex={-1}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActive({ q, index })}
                  onClick={() => open(hit)}
                  className={cx(
                    'flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-2 py-1.5',
                    selected ? 'bg-brand text-white' : 'text-ink',
                  )}
                >
                  <span className="font-medium break-words">{hit.title}</span>
                  {hit.context || hit.matchedBy ? (
                    <span className={cx('text-xs break-words', selected ? 'text-white' : 'text-ink-muted')}>
                      {[hit.matchedBy ? matchText(hit.matchedBy) : '', hit.context].filter(Boolean).join(' · ')}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>

      {typed === '' && recent.data && recent.data.items.length > 0 ? (
        <section aria-labelledby={`${id}-recent`} className="flex flex-col gap-1">
          <h3 id={`${id}-recent`} className="px-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('recent_heading')}
          </h3>
          <ul className="flex flex-col">
            {recent.data.items.map((item) => (
              <li key={item.q} className="flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => setText(item.q)}
                  className="min-h-11 flex-1 truncate rounded-lg px-2 text-left outline-none hover:bg-canvas focus-visible:ring-2 focus-visible:ring-brand"
                >
                  {item.q}
                </button>
                <button
                  type="button"
                  aria-label={t('remove_recent', { q: item.q })}
                  onClick={() => removeRecent.mutate(item.q)}
                  className="flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted outline-none hover:bg-canvas hover:text-ink focus-visible:ring-2 focus-visible:ring-brand"
                >
                  <X aria-hidden="true" size={18} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {typed === '' && recent.data?.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('empty_hint')}</p>
      ) : null}
    </div>
  );
}
