import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from './button.tsx';
import { cx } from './cx.ts';

/** Which accounts a list shows: the working sold-to, every account of the user, or a choice of several. */
export type AccountSelection = { kind: 'working' } | { kind: 'all' } | { kind: 'several'; ids: readonly string[] };

/** One account the user may choose: a sold-to's number and name. */
export interface AccountOption {
  id: string;
  name: string;
}

/** The selector's texts, in the page's language (the ui package has no i18n: the caller passes them). */
export interface AccountSelectorLabels {
  /** Names the group of choices, e.g. "Accounts shown". */
  legend: string;
  /** The default choice, e.g. "This account: Alpine Sports (1000102)". */
  working: string;
  /** "All my accounts". */
  all: string;
  /** "Choose accounts". */
  several: string;
  /** Names the checkboxes' group, e.g. "Accounts to show". */
  severalLegend: string;
  /** The button that applies the choice, e.g. "Show". */
  apply: string;
  /** What is shown now, on the button that opens the choices, e.g. "All my accounts (3)". */
  current: string;
  /** Said when "Choose accounts" is applied with none ticked. */
  noneChosen: string;
}

export interface AccountSelectorProps {
  /** The accounts the user may choose among (those holding the list's permission), in the order to show. */
  accounts: readonly AccountOption[];
  value: AccountSelection;
  onChange: (selection: AccountSelection) => void;
  labels: AccountSelectorLabels;
  className?: string;
}

const ids = (selection: AccountSelection, accounts: readonly AccountOption[]): readonly string[] =>
  selection.kind === 'several' ? selection.ids : selection.kind === 'all' ? accounts.map(({ id }) => id) : [];

/**
 * Chooses which accounts a list shows: the working sold-to (the default), "All my accounts", or several ticked
 * ones. A disclosure (WAI-ARIA pattern): a button that says what is shown and opens a panel of native radio
 * buttons and checkboxes, applied with its button; Escape closes the panel and returns to the button.
 *
 * Use it through portal-kit's `useAccountSelection(permission, useSearchParams())`, which reads and writes `?accounts=` and hands
 * back these props (`selector`, null when the user has no choice to make): `{selector ? <AccountSelector
 * {...selector} /> : null}`.
 */
export function AccountSelector({ accounts, value, onChange, labels, className }: AccountSelectorProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<AccountSelection['kind']>(value.kind);
  const [ticked, setTicked] = useState<readonly string[]>(() => ids(value, accounts));
  const [noneChosen, setNoneChosen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstCheckbox = useRef<HTMLInputElement>(null);

  const toggle = () => {
    if (!open) {
      // The panel opens on what is shown now, not on an earlier unapplied draft.
      setKind(value.kind);
      setTicked(ids(value, accounts));
      setNoneChosen(false);
    }
    setOpen(!open);
  };

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const panel = useRef<HTMLDivElement>(null);
  // Escape anywhere in the open panel closes it (listened on the panel: it is no widget of its own).
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'several' && ticked.length === 0) {
      setNoneChosen(true);
      firstCheckbox.current?.focus();
      return;
    }
    onChange(
      kind === 'several' ? { kind, ids: accounts.map((a) => a.id).filter((a) => ticked.includes(a)) } : { kind },
    );
    close();
  };

  const tick = (accountId: string, checked: boolean) => {
    setNoneChosen(false);
    setTicked((current) => (checked ? [...current, accountId] : current.filter((other) => other !== accountId)));
  };

  const radio = (choice: AccountSelection['kind'], text: string) => (
    <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
      <input
        type="radio"
        name={`${id}-kind`}
        value={choice}
        checked={kind === choice}
        onChange={() => setKind(choice)}
        className="size-5 shrink-0 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      />
      <span className="min-w-0 break-words">{text}</span>
    </label>
  );

  return (
    <div className={cx('mb-4', className)} data-account-selector="">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={toggle}
        className={cx(
          'inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg border border-line bg-surface px-3 text-left text-sm text-ink hover:bg-canvas',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        )}
      >
        <span className="min-w-0 break-words">
          <span className="font-semibold">{labels.legend}:</span> {labels.current}
        </span>
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={cx('shrink-0 text-ink-muted motion-safe:transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        ref={panel}
        id={`${id}-panel`}
        hidden={!open}
        className="mt-2 max-w-full rounded-lg border border-line bg-surface p-4 shadow-sm"
      >
        <form onSubmit={apply} noValidate>
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-ink">{labels.legend}</legend>
            {radio('working', labels.working)}
            {radio('all', labels.all)}
            {radio('several', labels.several)}
          </fieldset>
          {kind === 'several' ? (
            <fieldset
              className="mt-2 ml-7 max-h-72 overflow-y-auto"
              aria-describedby={noneChosen ? `${id}-none` : undefined}
            >
              <legend className="sr-only">{labels.severalLegend}</legend>
              {accounts.map((account, index) => (
                <label key={account.id} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                  <input
                    ref={index === 0 ? firstCheckbox : undefined}
                    type="checkbox"
                    value={account.id}
                    checked={ticked.includes(account.id)}
                    onChange={(event) => tick(account.id, event.target.checked)}
                    aria-invalid={noneChosen || undefined}
                    className="size-5 shrink-0 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  />
                  <span className="min-w-0 break-words">
                    {account.name} ({account.id})
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <p id={`${id}-none`} role="alert" className="text-sm text-danger empty:hidden">
            {noneChosen ? labels.noneChosen : null}
          </p>
          <Button type="submit" className="mt-3">
            {labels.apply}
          </Button>
        </form>
      </div>
    </div>
  );
}
