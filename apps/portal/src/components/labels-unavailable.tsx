import { Button } from '@portal/ui';
import { preLoginLanguage } from '../lib/language.ts';

/**
 * Shown when no texts could be loaded at all, so these few words cannot come from the labels service
 * themselves; the spec's own wording is 'Error retrieving labels'.
 */
const bootstrapTexts = {
  de: { title: 'Fehler beim Abrufen der Texte', retry: 'Erneut versuchen' },
  en: { title: 'Error retrieving labels', retry: 'Try again' },
  es: { title: 'Error al obtener los textos', retry: 'Reintentar' },
  fr: { title: 'Erreur lors de la récupération des textes', retry: 'Réessayer' },
  it: { title: 'Errore durante il recupero dei testi', retry: 'Riprova' },
} as const;

export function LabelsUnavailable({ onRetry }: { onRetry: () => void }) {
  const language = preLoginLanguage();
  const texts = bootstrapTexts[language];
  return (
    <main id="main-content" lang={language} className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <div role="alert">
        <h1 className="text-2xl font-semibold text-ink">{texts.title}</h1>
      </div>
      <Button onClick={onRetry}>{texts.retry}</Button>
    </main>
  );
}
