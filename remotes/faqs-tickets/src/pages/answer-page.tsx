import { newTicketPath } from '@portal/contracts';
import { usePermissions } from '@portal/portal-kit';
import { Link, useParams } from '@portal/portal-kit/router';
import { Button, PageHeader, RichText } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { recordFaqFeedback } from '../api/record-faq-feedback.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { namespace } from '../labels.ts';
import { FaqFailed } from '../components/faq-failed.tsx';
import { helpPaths } from '../lib/paths.ts';
import { useTopics } from '../hooks/use-topics.ts';

/** `/faqs/topic/{topic}/faq/{faq}`: one answer (deep-linkable), "was this helpful", and a ticket from it. */
export function AnswerPage() {
  const { t } = useTranslation(namespace);
  const { topic: topicId = '', faq: faqId = '' } = useParams();
  const { faq, topics, lang } = useTopics();
  const permissions = usePermissions();
  const feedback = useMutation({ mutationFn: recordFaqFeedback });
  // The thanks replaces the buttons: focus moves to it instead of falling to the page's body.
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (feedback.isSuccess) thanks.current?.focus();
  }, [feedback.isSuccess]);
  const topic = topics.find((candidate) => candidate.id === topicId);
  const entry = topic?.entries.find((candidate) => candidate.id === faqId);

  if (faq.isPending) {
    return (
      <>
        <PageHeader title={t('help_title')} />
        <p role="status">{t('loading')}</p>
      </>
    );
  }
  if (faq.isError) {
    return (
      <>
        <PageHeader title={t('help_title')} />
        <FaqFailed onRetry={() => void faq.refetch()} />
      </>
    );
  }
  if (!topic || !entry) {
    return (
      <>
        <PageHeader title={t('answer_not_found')} />
        <Link to={helpPaths.root} className="text-brand underline">
          {t('back_to_help')}
        </Link>
      </>
    );
  }
  const answer = /<[a-z][\s\S]*>/i.test(entry.answer) ? entry.answer : `<p>${escapeHtml(entry.answer)}</p>`;
  const send = (helpful: boolean) => feedback.mutate({ topic: topic.id, faq: entry.id, language: lang, helpful });

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: t('help_title'), to: helpPaths.root },
          { label: topic.title, to: helpPaths.topic(topic.id) },
          { label: entry.question },
        ]}
      />
      <PageHeader title={entry.question} />
      <article className="flex flex-col gap-6">
        <RichText html={answer} className="max-w-prose text-base" />
        <section aria-labelledby="helpful-heading" className="flex flex-col gap-2 rounded-card bg-canvas p-4">
          <h2 id="helpful-heading" className="text-base font-semibold text-ink">
            {t('helpful_question')}
          </h2>
          {feedback.isSuccess ? (
            <p ref={thanks} tabIndex={-1} role="status" className="outline-none">
              {t('helpful_thanks')}
            </p>
          ) : (
            <div className="flex gap-3">
              <Button variant="secondary" pending={feedback.isPending} onClick={() => send(true)}>
                {t('helpful_yes')}
              </Button>
              <Button variant="secondary" pending={feedback.isPending} onClick={() => send(false)}>
                {t('helpful_no')}
              </Button>
            </div>
          )}
          {feedback.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t('helpful_error')}
            </p>
          ) : null}
        </section>
        {permissions?.ticketWrite ? (
          <section aria-labelledby="need-help-heading" className="flex flex-col gap-2">
            <h2 id="need-help-heading" className="text-base font-semibold text-ink">
              {t('still_need_help')}
            </h2>
            <p>
              <Link
                to={newTicketPath({ topic: topic.id, subject: entry.question })}
                className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
              >
                {t('open_ticket_from_answer')}
              </Link>
            </p>
          </section>
        ) : null}
      </article>
    </>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
