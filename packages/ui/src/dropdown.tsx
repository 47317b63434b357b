import { useState, type ReactNode } from 'react';
import {
  Button,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { Badge } from './badge.tsx';
import { cx } from './cx.ts';
import { ChevronDown } from 'lucide-react';

/** Maximum height of the open menu (spec section 9). */
export const dropdownMenuMaxHeight = '15rem';
/** Maximum height of the open menu when it has a search field (spec section 9). */
export const dropdownMenuMaxHeightWithSearch = '18rem';

/** Spec section 3, "Dropdown item". */
export interface DropdownItem {
  id: string;
  /** Machine name of the option, e.g. a customer id; also searched. */
  name?: string;
  /** The text shown for the option and in the closed dropdown; used for type-ahead and search. */
  label: string;
  /** Secondary line under the label. */
  description?: string;
  disabled?: boolean;
  /** Address of an icon shown before the label (decorative). */
  urlIcon?: string;
  /** Show the icon at full option height instead of the small inline size (e.g. brand logos). */
  entireIcon?: boolean;
  /** Short status or count shown at the end of the option. */
  badge?: ReactNode;
  /** Rich content that replaces the default label and description rendering; `label` stays the accessible text. */
  htmlContent?: ReactNode;
  /** Call-to-action text shown at the end of the option, e.g. "Switch"; choosing the option is the action. */
  cta?: string;
}

export interface DropdownSearchProps {
  /** Accessible name of the search field. */
  label: string;
  placeholder?: string;
  /** Called with the term when the user presses Enter in the search field. */
  onSearch?: (term: string) => void;
  /** Which items match a submitted term; defaults to a case-insensitive match on label, name and description. */
  filter?: (item: DropdownItem, term: string) => boolean;
}

export interface DropdownProps {
  /** Visible label of the dropdown. */
  label: ReactNode;
  /** Hide the label visually; it still names the dropdown for assistive technology. */
  hideLabel?: boolean;
  items: readonly DropdownItem[];
  /** Selected item id (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null, item: DropdownItem | undefined) => void;
  /** Text shown while nothing is selected. */
  placeholder?: ReactNode;
  /** Shown when there are no items to show; `{term}` is replaced with the submitted search term. */
  noResultsLabel: string;
  /** Adds a search field at the top of the menu; the search runs on Enter only (spec section 5). */
  search?: DropdownSearchProps;
  name?: string;
  isDisabled?: boolean;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

function defaultFilter(item: DropdownItem, term: string): boolean {
  const needle = term.toLocaleLowerCase();
  return [item.label, item.name, item.description].some((text) => text?.toLocaleLowerCase().includes(needle));
}

/** The no-results text with `{term}` replaced by the search term (empty when there is none). */
export function formatNoResults(label: string, term: string): string {
  return label.replaceAll('{term}', term);
}

function ItemIcon({ item }: { item: DropdownItem }) {
  if (!item.urlIcon) return null;
  return (
    <img
      src={item.urlIcon}
      alt=""
      className={cx('shrink-0 object-contain', item.entireIcon ? 'h-10 w-10' : 'h-5 w-5')}
    />
  );
}

/**
 * Single-select dropdown on react-aria's Select: arrow keys, type-ahead, Enter/Space to choose, Escape to close.
 * With `search`, a search field heads the menu; its term is applied when the user presses Enter.
 */
export function Dropdown({
  label,
  hideLabel,
  items,
  value,
  defaultValue,
  onChange,
  placeholder,
  noResultsLabel,
  search,
  name,
  isDisabled,
  isOpen,
  onOpenChange,
  className,
}: DropdownProps) {
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue ?? null);
  const selectedId = value !== undefined ? value : uncontrolled;
  const selected = items.find((item) => item.id === selectedId);
  const filter = search?.filter ?? defaultFilter;
  const visible = search && term ? items.filter((item) => filter(item, term)) : items;

  const choose = (key: Key | null) => {
    const id = key == null ? null : String(key);
    if (value === undefined) setUncontrolled(id);
    onChange?.(
      id,
      items.find((item) => item.id === id),
    );
  };

  const submit = (text: string) => {
    const trimmed = text.trim();
    setTerm(trimmed);
    search?.onSearch?.(trimmed);
  };

  return (
    <Select
      value={selectedId}
      onChange={choose}
      name={name}
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      allowsEmptyCollection
      className={cx('flex flex-col gap-1', className)}
    >
      <Label className={cx('text-sm font-semibold text-ink', hideLabel && 'sr-only')}>{label}</Label>
      <Button
        className={cx(
          'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-line bg-surface px-3 text-left text-sm text-ink',
          'outline-none data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-offset-2 data-focus-visible:outline-brand',
          'data-disabled:cursor-not-allowed data-disabled:bg-canvas data-disabled:opacity-60',
        )}
      >
        <SelectValue className="flex min-w-0 items-center gap-2 truncate">
          {/* Rendered from the full list: a search may have filtered the selected item out of the menu. */}
          {selected ? (
            <>
              <ItemIcon item={selected} />
              <span className="truncate">{selected.label}</span>
            </>
          ) : (
            <span className="text-ink-muted">{placeholder}</span>
          )}
        </SelectValue>
        <ChevronDown size={16} aria-hidden="true" className="shrink-0 text-ink-muted" />
      </Button>
      <Popover
        offset={4}
        className="w-(--trigger-width) overflow-hidden rounded-lg border border-line bg-surface shadow-lg"
      >
        {/* On an inner box: the popover's own style carries the viewport-based height it computes. */}
        <div
          className="flex flex-col"
          style={{ maxHeight: search ? dropdownMenuMaxHeightWithSearch : dropdownMenuMaxHeight }}
        >
          {search ? (
            <SearchField
              aria-label={search.label}
              value={draft}
              onChange={setDraft}
              onSubmit={submit}
              onClear={() => submit('')}
              className="border-b border-line p-2"
            >
              <Input
                placeholder={search.placeholder}
                className={cx(
                  'min-h-10 w-full rounded-md border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-muted',
                  'outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-brand',
                  '[&::-webkit-search-cancel-button]:hidden',
                )}
              />
            </SearchField>
          ) : null}
          <ListBox
            items={visible}
            renderEmptyState={() => (
              <p className="px-3 py-2 text-sm text-ink-muted">{formatNoResults(noResultsLabel, term)}</p>
            )}
            className="min-h-0 flex-1 overflow-y-auto p-1 outline-none"
          >
            {(item) => (
              <ListBoxItem
                id={item.id}
                textValue={item.label}
                isDisabled={item.disabled}
                className={cx(
                  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-ink outline-none',
                  'data-focused:bg-canvas data-selected:font-semibold data-focus-visible:outline-2 data-focus-visible:outline-brand',
                  'data-disabled:cursor-not-allowed data-disabled:opacity-60',
                )}
              >
                <ItemIcon item={item} />
                <span className="flex min-w-0 flex-1 flex-col">
                  {item.htmlContent ?? (
                    <>
                      <Text slot="label" className="truncate">
                        {item.label}
                      </Text>
                      {item.description ? (
                        <Text slot="description" className="truncate text-xs text-ink-muted">
                          {item.description}
                        </Text>
                      ) : null}
                    </>
                  )}
                </span>
                {item.badge != null ? <Badge>{item.badge}</Badge> : null}
                {item.cta ? (
                  <span className="shrink-0 text-xs font-semibold text-brand underline">{item.cta}</span>
                ) : null}
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      </Popover>
    </Select>
  );
}
