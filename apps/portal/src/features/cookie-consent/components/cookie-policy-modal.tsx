import { Modal } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useLegalDocuments } from '../api/get-legal-documents.ts';
import { useCookiePolicyModal } from '../hooks/use-cookie-policy-modal.ts';
import { cookieConsentNamespace } from '../labels.ts';
import { ConsentChoiceButtons } from './consent-choice-buttons.tsx';
import { LegalDocumentLinks } from './legal-document-links.tsx';

/**
 * Spec 2.6, the cookie-policy modal: a decision, so neither a click outside nor Escape closes it and it has no
 * close button; only the two choices do. The documents come from the legal documents call; if that fails
 * the modal simply shows no links (spec 8: ignored silently here).
 */
export function CookiePolicyModal() {
  const { t } = useTranslation(cookieConsentNamespace);
  const { isOpen, close } = useCookiePolicyModal();
  const documents = useLegalDocuments({ enabled: isOpen });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled
      role="alertdialog"
      title={t('modal_title')}
      footer={<ConsentChoiceButtons onChosen={close} />}
    >
      <p>{t('modal_description')}</p>
      <LegalDocumentLinks links={documents.data} className="mt-3" />
    </Modal>
  );
}
