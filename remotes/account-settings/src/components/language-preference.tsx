import { languages, saveUserPreferenceEndpoint, type LanguageId } from '@portal/contracts';
import { callEndpoint, sharedQueryKeys, usePermissionsRecord } from '@portal/portal-kit';
import { Button } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../labels.ts';
import { fieldClass, labelClass } from './account-frame.tsx';

/**
 * The user's language preference (spec 4): saved with the user preference call; the host then reads the
 * permissions record again (its `permissions` query, which carries the saved language) and switches the portal's
 * labels to it, as its own language chooser does.
 */
export function LanguagePreference() {
  const { t, i18n } = useTranslation(namespace);
  const id = useId();
  const record = usePermissionsRecord();
  const queryClient = useQueryClient();
  const current = (i18n.resolvedLanguage ?? 'en') as LanguageId;
  const [chosen, setChosen] = useState<LanguageId>(current);
  const save = useMutation({
    mutationFn: async (language: LanguageId) => {
      await callEndpoint(saveUserPreferenceEndpoint, { body: { username: record?.userName ?? '', language } });
      await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.permissions.all });
      return language;
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(chosen);
  };
  const savedName = languages.find((language) => language.id === save.data)?.label ?? '';
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3" aria-labelledby={`${id}-label`}>
      <div>
        <label id={`${id}-label`} htmlFor={`${id}-language`} className={labelClass}>
          {t('language_preference')}
        </label>
        <select
          id={`${id}-language`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as LanguageId)}
          aria-describedby={`${id}-hint`}
          className={fieldClass}
        >
          {languages.map((language) => (
            <option key={language.id} value={language.id} lang={language.id}>
              {language.label}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {t('language_preference_hint')}
        </p>
      </div>
      <Button type="submit" variant="secondary" className="mb-6" disabled={!record} pending={save.isPending}>
        {t('language_save')}
      </Button>
      <p role="status" className="w-full text-sm text-ink">
        {save.isPending
          ? t('saving')
          : save.isSuccess
            ? t('language_saved', { language: savedName })
            : save.isError
              ? t('language_save_failed')
              : null}
      </p>
    </form>
  );
}
