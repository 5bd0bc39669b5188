import {
  type createReceiptContract,
  RECEIPT_LANGUAGES,
  RECEIPT_REASONS,
  receiptLanguageFor,
  type BodyOf,
  type ResponseOf,
  type StaffBookingRow,
} from '@praxis/domain';
import { Alert, Button, Group, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { apiSend } from '../../../lib/api-client.ts';

export const receiptPdfUrl = (id: number) => `/api/staff/receipts/${id}/pdf`;

/**
 * The Tarif 590 receipt of a paid booking: language (German, French or Italian; the customer's
 * when it is one of them) and reason; once made, its PDF opens in a new tab.
 */
export function BookingReceiptDialog({ booking, onClose }: { booking: Pick<StaffBookingRow, 'id' | 'customer'>; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const [language, setLanguage] = useState<string>(receiptLanguageFor(booking.customer.language));
  const [reason, setReason] = useState<string>('illness');
  const create = useMutation({
    mutationFn: (body: BodyOf<typeof createReceiptContract>) => apiSend<ResponseOf<typeof createReceiptContract>>('POST', '/api/staff/receipts', body),
  });
  return (
    <Modal opened onClose={onClose} title={t('receipt.title')}>
      {create.data ? (
        <Stack>
          <Alert color="green">{t('receipt.done', { number: create.data.number })}</Alert>
          <Group justify="flex-end">
            <Button component="a" href={receiptPdfUrl(create.data.id)} target="_blank" rel="noopener" data-autofocus>
              {t('receipt.open')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">{t('receipt.hint')}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="receipt-language">
              {t('receipt.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="receipt-language"
              data={RECEIPT_LANGUAGES.map((value) => ({ value, label: t(`receipt.languages.${value}`) }))}
              value={language}
              onChange={setLanguage}
            />
          </Stack>
          <Radio.Group label={t('receipt.reason')} value={reason} onChange={setReason}>
            <Group mt={4}>
              {RECEIPT_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`receipt.reasons.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
          <ActionError error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              loading={create.isPending}
              onClick={() =>
                create.mutate({
                  customerId: booking.customer.id,
                  bookingIds: [booking.id],
                  language: language as (typeof RECEIPT_LANGUAGES)[number],
                  reason: reason as (typeof RECEIPT_REASONS)[number],
                })
              }
            >
              {t('receipt.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
