import { formFieldClass, formLabelClass, Alert, Button } from '@portal/ui';
import { paths, type RequestAction, type RequestDetail } from '@portal/contracts';
import { ApiRequestError } from '@portal/portal-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTransition } from '../api/requests.ts';
import { customerCreationNamespace } from '../labels.ts';

type Decision = Extract<RequestAction, 'approve' | 'reject' | 'return'>;
const decisions: readonly Decision[] = ['approve', 'return', 'reject'];

/**
 * The reviewer's decision with a comment (needed to reject or return). The server decides again: four eyes (403),
 * a request changed meanwhile (409).
 */
export function ReviewPanel({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(customerCreationNamespace);
  const navigate = useNavigate();
  const id = useId();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState(false);
  const [failure, setFailure] = useState<'four_eyes' | 'conflict' | 'failed' | undefined>();
  const transition = useTransition();
  const allowed = decisions.filter((decision) => request.allowed.actions.includes(decision));

  if (request.status !== 'submitted') {
    return <Alert header={t('review_not_submitted', { status: t(`status_${request.status}`) })} />;
  }
  if (allowed.length === 0) return <Alert type="warning" header={t('error_four_eyes')} />;

  const decide = async (decision: Decision) => {
    setFailure(undefined);
    const text = comment.trim();
    if (decision !== 'approve' && !text) {
      setCommentError(true);
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    setCommentError(false);
    try {
      await transition.mutateAsync({
        requestId: request.requestId,
        action: decision,
        version: request.version,
        ...(text ? { comment: text } : {}),
      });
      void navigate(paths.customerCreation.show(request.requestId));
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      setFailure(status === 403 ? 'four_eyes' : status === 409 ? 'conflict' : 'failed');
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-line bg-surface p-4">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold text-ink">
        {t('review_title')}
      </h2>
      <label htmlFor={`${id}-comment`} className={formLabelClass}>
        {t('field_comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        rows={3}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-invalid={commentError || undefined}
        aria-describedby={`${id}-comment-${commentError ? 'error' : 'hint'}`}
        className={formFieldClass}
      />
      {commentError ? (
        <p id={`${id}-comment-error`} className="mt-1 text-sm font-medium text-danger">
          {t('error_comment_required')}
        </p>
      ) : (
        <p id={`${id}-comment-hint`} className="mt-1 text-sm text-ink-muted">
          {t('comment_hint')}
        </p>
      )}
      {failure ? (
        <Alert
          type="alert"
          className="mt-3"
          header={t(failure === 'four_eyes' ? 'error_four_eyes' : `notice_${failure}`)}
        />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {allowed.map((decision) => (
          <Button
            key={decision}
            variant={decision === 'approve' ? 'primary' : 'secondary'}
            disabled={transition.isPending}
            onClick={() => void decide(decision)}
          >
            {t(`decide_${decision}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
