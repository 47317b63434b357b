import { cx, preloadModal } from '@portal/ui';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openSearchDialog } from '../hooks/search-dialog-state.ts';
import { searchNamespace } from '../labels.ts';

export interface SearchButtonProps {
  /** `rail`: a row of the desktop rail (its label shows when the rail widens); `bar`: an icon in the top bar. */
  placement: 'rail' | 'bar';
}

/**
 * The shell's search button: opens the search dialog, like Ctrl+K / Cmd+K (issue 33). Pointing at it or focusing
 * it loads the dialog's code, so the dialog opens at once.
 */
export function SearchButton({ placement }: SearchButtonProps) {
  const { t } = useTranslation(searchNamespace);
  if (placement === 'bar') {
    return (
      <button
        type="button"
        aria-label={t('open_search')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openSearchDialog}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        className="flex size-11 items-center justify-center rounded-lg outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
      >
        <Search aria-hidden="true" className="size-6" />
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={openSearchDialog}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      className={cx(
        'relative flex min-h-12 w-full items-center gap-4 rounded-lg px-3 text-left text-sm font-medium whitespace-nowrap text-white outline-none',
        'hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white',
      )}
    >
      <Search aria-hidden="true" className="size-6 shrink-0" strokeWidth={1.75} />
      <span className="rail-label truncate">{t('open_search')}</span>
      <kbd aria-hidden="true" className="rail-label ml-auto rounded border border-white/40 px-1.5 text-xs font-normal">
        {t('shortcut')}
      </kbd>
    </button>
  );
}
