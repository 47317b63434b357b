import { zodResolver } from '@hookform/resolvers/zod';
import { paths, type CreateRequestBody, type Duplicate, type RequestDetail, type RequestKind } from '@portal/contracts';
import { ApiRequestError } from '@portal/portal-kit';
import { Alert, Button } from '@portal/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSaveRequest, useTransition } from '../api/requests.ts';
import { customerCreationNamespace } from '../labels.ts';
import { ErrorSummary, errorList, isWithin } from './error-summary.tsx';
import { FieldRegistry, type FieldEntry } from './fields.tsx';

/** One step of a request form: its title, the fields it validates before the next step, and its content. */
export interface FormStep<Values extends FieldValues> {
  id: string;
  title: string;
  fields: ReadonlyArray<Path<Values>>;
  content: (form: UseFormReturn<Values>) => ReactNode;
}

export interface RequestFormProps<Values extends FieldValues> {
  kind: RequestKind;
  /** The sold-to of an extension or a ship-to. */
  customerId?: string | undefined;
  /** The stored request when editing. */
  initial?: RequestDetail | undefined;
  defaultValues: Values;
  /**
   * The form's values as request data: empty texts and unused sections left out; with `keepEmpty` the empty
   * sections and rows the form shows stay (as empty objects), so checking them names their fields.
   */
  toData: (values: Values, keepEmpty?: boolean) => Record<string, unknown>;
  complete: z.ZodType;
  draft: z.ZodType;
  steps: ReadonlyArray<FormStep<Values>>;
}

const editPathOf: Record<RequestKind, (requestId: string) => string> = {
  new_customer: paths.customerCreation.newEdit,
  extend_customer: paths.customerCreation.extendEdit,
  add_ship_to: paths.customerCreation.addShipToEdit,
};

type Errors = Record<string, unknown>;
/**
 * The errors of both schemas in one tree. A list's errors stay an array (rows by index): react-hook-form keeps a
 * field array's errors only as an array, and dropped them as an object, so a refused contact row showed nothing.
 */
function merged(base: Errors, over: Errors): Errors {
  const result: Errors = Array.isArray(base) ? ([...base] as unknown as Errors) : { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = result[key];
    const nested = (item: unknown) => typeof item === 'object' && item !== null && !('type' in item);
    result[key] = nested(existing) && nested(value) ? merged(existing as Errors, value as Errors) : value;
  }
  return result;
}

/**
 * The complete schema names what is missing or wrong; the draft schema (every value given valid) adds the rules
 * that look at several fields (the VAT id against the sold-to's country), which the complete schema only checks
 * once everything else is there.
 */
function requestResolver<Values extends FieldValues>(
  complete: z.ZodType,
  draft: z.ZodType,
  toData: (values: Values, keepEmpty?: boolean) => Record<string, unknown>,
): Resolver<Values> {
  const full = zodResolver(complete as never) as unknown as Resolver<Record<string, unknown>>;
  const partial = zodResolver(draft as never) as unknown as Resolver<Record<string, unknown>>;
  return async (values, context, options) => {
    // What the form shows is checked: an empty address or row is refused at each of its fields.
    const data = toData(values, true);
    const opts = options as unknown as Parameters<typeof full>[2];
    const [whole, given] = await Promise.all([full(data, context, opts), partial(data, context, opts)]);
    const errors = merged(whole.errors as Errors, given.errors as Errors);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** Field paths of a zod issue or a server detail (`data.soldTo.postcode` -> `soldTo.postcode`). */
const formPath = (field: string) => field.replace(/^data\./, '');

/**
 * A multi-step request form (react-hook-form with the contracts' schema): each step checks its fields before the
 * next, "Save as draft" keeps what is there (every value given must be valid), the last step submits, after the
 * submitter acknowledged possible duplicates. Errors are shown at their fields in the page language.
 */
export function RequestForm<Values extends FieldValues>(props: RequestFormProps<Values>) {
  const { kind, customerId, initial, defaultValues, toData, complete, draft, steps } = props;
  const { t } = useTranslation(customerCreationNamespace);
  const navigate = useNavigate();
  const location = useLocation();
  // A request created here continues on its edit route, at the same step, with what happened there.
  const carried = location.state as { step?: number; notice?: 'saved' } | null;
  const [step, setStep] = useState(Math.min(carried?.step ?? 0, steps.length - 1));
  const [current, setCurrent] = useState(initial);
  const [notice, setNotice] = useState<'saved' | 'conflict' | 'failed' | undefined>(carried?.notice);
  const [duplicates, setDuplicates] = useState<readonly Duplicate[]>(initial?.duplicates ?? []);
  const [acknowledged, setAcknowledged] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const registry = useMemo(() => new Map<string, FieldEntry>(), []);
  // Shown after a refused step, save or submission, until the user moves to another step.
  const [summaryShown, setSummaryShown] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useForm<Values>({
    defaultValues: defaultValues as never,
    resolver: requestResolver(complete, draft, toData),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  });
  const save = useSaveRequest();
  const transition = useTransition();
  const busy = save.isPending || transition.isPending;
  const active = steps[step];

  /** Which step holds a field path (-1: none, e.g. a server detail about a whole section). */
  const stepOf = (path: string) => steps.findIndex((entry) => entry.fields.some((field) => isWithin(path, field)));

  /**
   * The form refused: the error summary shows, the step with the first error opens (a submission checks every
   * step), and focus moves to its first invalid field once it is rendered.
   */
  const refused = () => {
    const paths = errorList(form.formState.errors).map((entry) => entry.path);
    const holding = paths.map(stepOf).filter((index) => index >= 0);
    if (holding.length > 0 && !holding.includes(step)) setStep(Math.min(...holding));
    setSummaryShown(true);
    setFocusRequest((count) => count + 1);
  };

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? summaryRef.current)?.focus();
  }, [focusRequest]);

  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiRequestError)) {
      setNotice('failed');
      return false;
    }
    if (error.status === 409) setNotice('conflict');
    else if (error.status === 400) {
      const details = (error.body.details ?? []) as Array<{ field: string; message: string }>;
      for (const detail of details) {
        if (detail.field === 'acknowledgeDuplicates') continue;
        const type = detail.message === 'is required' ? 'too_small' : 'custom';
        form.setError(formPath(detail.field) as Path<Values>, { type, message: detail.message });
      }
      refused();
    } else setNotice('failed');
    return false;
  };

  /** Stores the data (creates the request the first time, then moves to its edit route); answers it. */
  const store = async (after?: 'saved'): Promise<RequestDetail | undefined> => {
    const data = toData(form.getValues());
    const checked = draft.safeParse(data);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        form.setError(issue.path.join('.') as Path<Values>, { type: issue.code, message: issue.message });
      }
      refused();
      return undefined;
    }
    try {
      const detail = current
        ? await save.mutateAsync({ requestId: current.requestId, version: current.version, data })
        : await save.mutateAsync({
            create: { kind, ...(customerId ? { customerId } : {}), data } as CreateRequestBody,
          });
      setCurrent(detail);
      setDuplicates(detail.duplicates);
      if (!current) {
        void navigate(editPathOf[kind](detail.requestId), { replace: true, state: { step, notice: after } });
      }
      return detail;
    } catch (error) {
      showServerErrors(error);
      return undefined;
    }
  };

  const saveDraft = async () => {
    setNotice(undefined);
    setSummaryShown(false);
    form.clearErrors();
    if (await store('saved')) setNotice('saved');
  };

  const goTo = (next: number) => {
    setStep(next);
    setNotice(undefined);
    setSummaryShown(false);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const next = async () => {
    setNotice(undefined);
    if (!active) return;
    if (await form.trigger(active.fields as Array<Path<Values>>)) goTo(step + 1);
    else refused();
  };

  const submit = async () => {
    setNotice(undefined);
    if (!(await form.trigger())) {
      refused();
      return;
    }
    const detail = await store();
    if (!detail) return;
    if (detail.duplicates.length > 0 && !acknowledged) return;
    try {
      const submitted = await transition.mutateAsync({
        requestId: detail.requestId,
        action: 'submit',
        version: detail.version,
        ...(detail.duplicates.length > 0 ? { acknowledgeDuplicates: true } : {}),
      });
      void navigate(paths.customerCreation.show(submitted.requestId), { state: { submitted: true } });
    } catch (error) {
      showServerErrors(error);
    }
  };

  const last = step === steps.length - 1;
  const shownErrors = summaryShown
    ? errorList(form.formState.errors).filter(({ path }) => [step, -1].includes(stepOf(path)))
    : [];
  return (
    <FormProvider {...form}>
      <FieldRegistry.Provider value={registry}>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void (last ? submit() : next());
          }}
          className="flex flex-col gap-6"
        >
          <ErrorSummary ref={summaryRef} errors={shownErrors} />
          {steps.length > 1 ? (
            <ol aria-label={t('steps_label')} className="flex flex-wrap gap-2 text-sm">
              {steps.map((entry, index) => (
                <li
                  key={entry.id}
                  aria-current={index === step ? 'step' : undefined}
                  className={
                    index === step
                      ? 'rounded-full bg-brand px-3 py-1 font-semibold text-white'
                      : 'rounded-full border border-line px-3 py-1 text-ink'
                  }
                >
                  {t('step_of', { step: index + 1, steps: steps.length })}: {entry.title}
                </li>
              ))}
            </ol>
          ) : null}
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
            {active?.title}
          </h2>
          {active?.content(form)}
          {last && duplicates.length > 0 ? (
            <div className="flex flex-col gap-3">
              <Alert
                type="warning"
                header={t('duplicates_title')}
                body={duplicates
                  .map((duplicate) =>
                    t(`duplicate_${duplicate.source}_${duplicate.reason}`, { id: duplicate.id, name: duplicate.name }),
                  )
                  .join(' ')}
              />
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={acknowledged}
                  onChange={(event) => setAcknowledged(event.target.checked)}
                  className="size-5"
                />
                {t('duplicates_acknowledge')}
              </label>
            </div>
          ) : null}
          {notice ? (
            <Alert
              type={notice === 'saved' ? 'notification' : 'alert'}
              header={t(`notice_${notice}`)}
              {...(notice === 'conflict' ? { body: t('notice_conflict_description') } : {})}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
                {t('back')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => void saveDraft()} disabled={busy}>
              {t('save_draft')}
            </Button>
            <Button type="submit" disabled={busy || (last && duplicates.length > 0 && !acknowledged)}>
              {last ? t('submit') : t('next')}
            </Button>
          </div>
        </form>
      </FieldRegistry.Provider>
    </FormProvider>
  );
}
