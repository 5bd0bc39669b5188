import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MailStatus } from '../../../components/ui/mail-status.tsx';
import { ActionError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useVoucherActions, useVoucherDetail, type VoucherListRow } from '../api/voucher-queries.ts';

/**
 * Sends (or sends again) a paid voucher's certificate by e-mail: to the recipient's address when
 * it goes to them by e-mail, else to the buyer; then whether the mail went out.
 */
export function SendCertificateDialog({ voucher, onClose }: { voucher: VoucherListRow; onClose: () => void }) {
  const { t } = useTranslation('vouchers');
  const detail = useVoucherDetail(voucher.id);
  const { send } = useVoucherActions();
  const to = detail.data ? (detail.data.shippingEmail ?? detail.data.buyer.email) : null;
  return (
    <Modal opened onClose={onClose} title={t(voucher.sentAt ? 'send.resendTitle' : 'send.title', { number: voucher.number })}>
      <Stack>
        {send.data ? (
          <>
            <MailStatus mailId={send.data.mailId} />
            <Group justify="flex-end">
              <Button onClick={onClose} data-autofocus>
                {t('close')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            {to ? <Text size="sm">{t('send.to', { email: to })}</Text> : detail.isPending ? <LoadingState /> : null}
            {voucher.sentAt ? <Text size="sm">{t('send.already')}</Text> : null}
            <ActionError error={send.error ?? detail.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button loading={send.isPending} onClick={() => send.mutate(voucher.id)} data-autofocus>
                {t('send.submit')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
