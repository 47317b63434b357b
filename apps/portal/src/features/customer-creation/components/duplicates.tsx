import { countryCodes, paths, type Duplicate, type DuplicateCheckQuery } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDuplicateCheck } from '../api/requests.ts';
import { customerCreationNamespace } from '../labels.ts';
import { linkClass } from './link-class.ts';

/** Waits until typing pauses before asking the server. */
const pauseMs = 400;

function useSettled<Value>(value: Value): Value {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same content does not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled;
}

/**
 * Possible duplicates as links, each opening in a new tab (the form stays as typed): customers to their page in
 * customer creation, open requests to their own page.
 */
export function DuplicateLinks({ duplicates }: { duplicates: readonly Duplicate[] }) {
  const { t } = useTranslation(customerCreationNamespace);
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
      {duplicates.map((duplicate) => (
        <li key={`${duplicate.source}-${duplicate.id}`}>
          <Link
            to={
              duplicate.source === 'request' && duplicate.requestId
                ? paths.customerCreation.show(duplicate.requestId)
                : paths.customerCreation.extend(duplicate.id)
            }
            target="_blank"
            rel="noopener"
            className={linkClass}
          >
            {t(`duplicate_${duplicate.source}_${duplicate.reason}`, { id: duplicate.id, name: duplicate.name })}
            <span className="sr-only"> {t('opens_new_tab')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the check may be asked, from the form's values: only parts within the contract's limits. */
function queryOf(values: readonly unknown[], requestId: string | undefined): DuplicateCheckQuery {
  const [vatId, name, postcode, country] = values.map((value) => (typeof value === 'string' ? value.trim() : ''));
  return {
    ...(vatId && vatId.length >= 4 && vatId.length <= 20 ? { vatId } : {}),
    ...(name && name.length >= 3 && name.length <= 120 && postcode && postcode.length <= 10 ? { name, postcode } : {}),
    ...(country && countryCodes.includes(country) ? { country } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * The duplicate check while a new customer is typed (ADR 067): once typing pauses, customers and open requests with
 * the VAT id, or a like name and the sold-to's postcode, are listed with links, before anything is saved; with VIES
 * configured, what VIES says of the VAT id. Announced politely to screen readers.
 */
export function DuplicateWatch({ requestId }: { requestId: string | undefined }) {
  const { t } = useTranslation(customerCreationNamespace);
  const values = useWatch({ name: ['vatId', 'legalName', 'soldTo.postcode', 'soldTo.country'] }) as unknown[];
  const query = useSettled(queryOf(values, requestId));
  const check = useDuplicateCheck(query, Boolean(query.vatId || query.name));
  const duplicates = check.data?.duplicates ?? [];
  const vatCheck = check.data?.vatCheck?.source === 'vies' ? check.data.vatCheck : null;
  return (
    <div aria-live="polite" className="flex flex-col gap-2">
      {duplicates.length > 0 ? (
        <section
          aria-labelledby="cc-duplicates-typing"
          className="flex flex-col gap-2 rounded-card border border-warning bg-surface p-4"
        >
          <h3 id="cc-duplicates-typing" className="text-base font-semibold text-ink">
            {t('duplicates_while_typing')}
          </h3>
          <DuplicateLinks duplicates={duplicates} />
        </section>
      ) : null}
      {vatCheck ? (
        <p className="text-sm text-ink">
          {vatCheck.outcome === 'valid'
            ? vatCheck.name
              ? t('vat_check_valid_named', { name: vatCheck.name })
              : t('vat_check_valid')
            : t(`vat_check_${vatCheck.outcome}`)}
        </p>
      ) : null}
    </div>
  );
}
