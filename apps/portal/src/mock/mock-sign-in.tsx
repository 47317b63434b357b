import { reportError } from '@portal/portal-kit';
import { Alert, Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MockPersona } from './mock-calls.ts';
import { loadMockPersonas, signInAsMockPersona } from './mock-session.ts';

/**
 * Mock mode's sign-in (no identity provider): one button per demo persona of the mock files; choosing one stores
 * its session and the login page moves on as after a real sign-in.
 */
export default function MockSignIn() {
  const { t } = useTranslation('auth');
  const [personas, setPersonas] = useState<MockPersona[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadMockPersonas().then(setPersonas, (error: unknown) => {
      reportError('Sign-in could not start', error);
      setFailed(true);
    });
  }, []);

  if (failed) {
    return <Alert type="alert" header={t('sign_in_failed_title')} body={t('sign_in_failed_body')} className="w-full" />;
  }
  return (
    <div className="flex w-full flex-col gap-4">
      <Alert type="notification" header={t('mock_sign_in_title')} body={t('mock_sign_in_intro')} />
      <ul className="flex w-full flex-col gap-2" aria-busy={personas === null}>
        {(personas ?? []).map((persona) => (
          <li key={persona.persona}>
            <Button
              variant="secondary"
              className="w-full flex-col items-start gap-0.5 py-2 text-left"
              onClick={() => signInAsMockPersona(persona)}
            >
              <span className="font-semibold">{persona.name}</span>{' '}
              <span className="text-sm font-normal">{persona.username}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
