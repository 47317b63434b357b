import { poNumberPattern } from '@portal/contracts';
import { publish } from '@portal/portal-kit';
import { Button, Modal, TextInput } from '@portal/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { legacyNamespace } from '../labels.ts';

interface PoNumberModalProps {
  brandName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSubmit: (poNumber: string) => void;
}

/**
 * The PO-number-required modal (spec 3 event): a brand that takes orders only with the customer's purchase order
 * number gets it here, checked as the order systems check it, before order management opens.
 */
export function PoNumberModal({ brandName, isOpen, onOpenChange, onSubmit }: PoNumberModalProps) {
  const { t } = useTranslation(legacyNamespace);
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => publish('poNumberRequiredModal', { show: isOpen }), [isOpen]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('poNumber') ?? '').trim();
    if (!poNumberPattern.test(value)) {
      setError(value ? t('po_number_invalid') : t('po_number_missing'));
      return;
    }
    setError(null);
    onSubmit(value);
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('po_number_title')}
      closeLabel={t('po_number_cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('po_number_cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('po_number_continue')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <p className="mb-3 text-ink-muted">{t('po_number_intro', { brand: brandName })}</p>
        <TextInput
          name="poNumber"
          label={t('po_number_label')}
          hint={t('po_number_hint')}
          autoComplete="off"
          maxLength={35}
          isRequired
          errorMessage={error ?? undefined}
        />
      </form>
    </Modal>
  );
}
