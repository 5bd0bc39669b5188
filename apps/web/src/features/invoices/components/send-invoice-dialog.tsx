import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useInvoiceActions, useInvoiceMailText, type InvoiceRow } from '../api/invoice-queries.ts';
import { DocumentMailForm } from './document-mail-form.tsx';

/** The e-mail of an invoice (or of its reminder of `reminderLevel`), prefilled in the customer's language, the PDF attached. */
export function SendInvoiceDialog({ invoice, reminderLevel, onClose }: { invoice: InvoiceRow; reminderLevel?: number; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const prefilled = useInvoiceMailText(invoice.id, reminderLevel);
  const { send } = useInvoiceActions();
  const title = reminderLevel ? t('send.reminderTitle', { number: invoice.number, level: reminderLevel }) : t('send.title', { number: invoice.number });
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      {prefilled.data ? (
        <DocumentMailForm
          initial={prefilled.data}
          attachment={t('send.attachment')}
          done={t('send.done')}
          send={(mail) => send.mutateAsync({ id: invoice.id, mail: { ...mail, ...(reminderLevel ? { reminderLevel } : {}) } })}
          error={send.error}
          onClose={onClose}
        />
      ) : (
        <LoadingState />
      )}
      {prefilled.isError ? <ActionError error={prefilled.error} /> : null}
    </Modal>
  );
}
