import { publish } from '@portal/portal-kit';
import { cx } from '@portal/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelName } from '@portal/contracts/label-types';
import { NavLink } from 'react-router';
import type { NavigationItem } from '../navigation-items.ts';

export interface NavigationListProps {
  items: readonly NavigationItem[];
  /** Unread updates; the counter shows only when greater than 0 (spec 2.4). */
  unreadUpdates?: number;
  /** Spec 2.4: all items are disabled while brand selection is loading. */
  disabled?: boolean;
  /** Called after an item is chosen, e.g. to close the mobile menu. */
  onChoose?: () => void;
}

const itemClasses =
  'relative flex min-h-12 w-full items-center gap-4 rounded-lg px-3 text-left text-sm font-medium whitespace-nowrap text-white outline-none focus-visible:ring-2 focus-visible:ring-white';

/**
 * The unread count: an image of its number to assistive technology, named by the label ("3 unread"). Not a
 * `rail-label`: spec 2.4 shows it whenever it is above 0, so the collapsed rail keeps it on the icon's corner
 * (`rail-counter` in styles.css) instead of hiding it with the item's name.
 */
function Counter({ count, label }: { count: number; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="rail-counter ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-brand"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

interface NavigationEntryProps {
  item: NavigationItem;
  label: string;
  /** The unread count to show on this item (0: none). */
  count: number;
  disabled: boolean;
  onChoose?: () => void;
}

/**
 * One item. Memoised, like the list: a new unread count re-renders the Updates item only, not every link of both
 * navigations (the rail and the top bar are both rendered; CSS shows one).
 */
const NavigationEntry = memo(function NavigationEntry({
  item,
  label,
  count,
  disabled,
  onChoose,
}: NavigationEntryProps) {
  const { t } = useTranslation('shell');
  const Icon = item.icon;
  const content = (
    <>
      <Icon aria-hidden="true" className="size-6 shrink-0" strokeWidth={1.75} />
      <span className="rail-label truncate">{label}</span>
      {count > 0 ? <Counter count={count} label={t('unread_updates', { count })} /> : null}
    </>
  );
  if (disabled) {
    return (
      <li>
        <span aria-disabled="true" className={cx(itemClasses, 'cursor-not-allowed opacity-60')}>
          {content}
        </span>
      </li>
    );
  }
  if (item.opensBrandSelection) {
    return (
      <li>
        <button
          type="button"
          className={cx(itemClasses, 'hover:bg-white/10')}
          onClick={() => {
            publish('brandSelectionModal', { show: true, legacyId: 'ORDERMANAGEMENT' });
            onChoose?.();
          }}
        >
          {content}
        </button>
      </li>
    );
  }
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.to === '/dashboard'}
        onClick={onChoose}
        className={({ isActive }) => cx(itemClasses, isActive ? 'bg-white/20' : 'hover:bg-white/10')}
      >
        {content}
      </NavLink>
    </li>
  );
});

/** The links of one part of the sidebar; the active one is marked with aria-current (NavLink). */
export const NavigationList = memo(function NavigationList({
  items,
  unreadUpdates = 0,
  disabled = false,
  onChoose,
}: NavigationListProps) {
  const { t } = useTranslation('shell');
  // Items name their label at run time (the section manifest and the internal cards, whose tests check the label
  // files have it): a `shell` name, or one of the group the item names.
  const labelOf = (item: NavigationItem) =>
    item.labelGroup === 'dashboard'
      ? t(item.label as LabelName<'dashboard'>, { ns: 'dashboard' })
      : t(item.label as LabelName<'shell'>);
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <NavigationEntry
          key={item.id}
          item={item}
          label={labelOf(item)}
          count={item.showsUnreadCount ? unreadUpdates : 0}
          disabled={disabled}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
});
