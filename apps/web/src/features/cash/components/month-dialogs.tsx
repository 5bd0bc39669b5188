import { isMonth, lastDayOf, reopenCashMonthContract } from '@praxis/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCashActions } from '../api/cash-queries.ts';
import { monthLabel } from '../cash-format.ts';

/** The earlier month a close was refused for (`EARLIER_MONTH_OPEN` names it), if that was the refusal. */
function earlierOpenMonth(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'EARLIER_MONTH_OPEN' || !Array.isArray(error.details)) return undefined;
  const month = (error.details[0] as { message?: unknown } | undefined)?.message;
  return typeof month === 'string' && isMonth(month) ? month : undefined;
}

/**
 * "Close month": afterwards nothing of the month, nor any day before it, changes and its balance is
 * carried over for good; it needs a count of the till on the month's last day (the server answers
 * `COUNT_MISSING` without one) and every earlier month with entries closed (`EARLIER_MONTH_OPEN`
 * names the first that is not: the dialogue offers to go there).
 */
export function CloseMonthDialog({
  month,
  lastDayCounted,
  onCount,
  onShowMonth,
  onClose,
}: {
  month: string;
  /** Whether the month's counts include one on its last day. */
  lastDayCounted: boolean;
  /** Opens the count (for users who may count). */
  onCount?: () => void;
  /** Shows another month (the earlier one to close first). */
  onShowMonth: (month: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('cash');
  const format = useFormat();
  const { close } = useCashActions();
  const label = monthLabel(month, i18n.language);
  const lastDay = format.date(lastDayOf(month));
  const missing = close.error instanceof ApiError && close.error.code === 'COUNT_MISSING';
  const earlier = earlierOpenMonth(close.error);
  return (
    <Modal opened onClose={onClose} title={t('closeMonth.title', { month: label })}>
      <Stack gap="sm">
        <Text size="sm">{t('closeMonth.text', { month: label })}</Text>
        <Text size="sm">{t('closeMonth.needsCount', { date: lastDay })}</Text>
        <Text size="sm">{t('closeMonth.inOrder')}</Text>
        {!lastDayCounted && !missing ? (
          <Alert color="yellow" p="xs">
            {t('closeMonth.noCountYet', { date: lastDay })}
          </Alert>
        ) : null}
        {earlier ? (
          <Alert color="red" role="alert">
            {t('closeMonth.earlierOpen', { month: monthLabel(earlier, i18n.language) })}
          </Alert>
        ) : (
          <ActionError error={close.error} />
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('cancel')}
          </Button>
          {earlier ? (
            <Button variant="light" onClick={() => onShowMonth(earlier)}>
              {t('closeMonth.showMonth', { month: monthLabel(earlier, i18n.language) })}
            </Button>
          ) : null}
          {onCount && (missing || !lastDayCounted) ? (
            <Button variant="light" onClick={onCount}>
              {t('actions.count')}
            </Button>
          ) : null}
          <Button loading={close.isPending} onClick={() => close.mutate(month, { onSuccess: onClose })}>
            {t('closeMonth.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * "Reopen": a closed month (or one a later close locks) opens again for corrections, and every
 * later closed month with it, with the reason why (kept in the audit log).
 */
export function ReopenMonthDialog({ month, onClose }: { month: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('cash');
  const { reopen } = useCashActions();
  const label = monthLabel(month, i18n.language);
  const form = useSchemaForm(reopenCashMonthContract.body, {
    initialValues: { reason: '' },
    texts: { namespace: 'cash', prefix: 'validation.' },
    onSubmit: async ({ reason }) => {
      await reopen.mutateAsync({ month, reason });
      onClose();
    },
  });
  const serverError = reopen.error instanceof ApiError && reopen.error.code === 'VALIDATION_ERROR' ? null : reopen.error;
  return (
    <Modal opened onClose={onClose} title={t('reopenMonth.title', { month: label })}>
      <form ref={form.rootRef} onSubmit={form.submit} noValidate aria-label={t('reopenMonth.title', { month: label })}>
        <Stack gap="sm">
          <Text size="sm">{t('reopenMonth.text')}</Text>
          <Text size="sm">{t('reopenMonth.later')}</Text>
          <Textarea label={t('reopenMonth.reason')} required autosize minRows={2} data-autofocus {...form.getInputProps('reason')} />
          <ActionError error={serverError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.pending}>
              {t('reopenMonth.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
