import { mailStateEndpoint } from '@praxis/domain';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { queryKeyOf } from '../../lib/query-keys.ts';

/** How often and how long a sent mail's state is asked for. */
export const MAIL_POLL_MS = 2_000;
export const MAIL_POLL_LIMIT_MS = 30_000;

/** A mail's state, asked every 2 s while it is queued, for at most 30 s from `since`. */
function useMailState(mailId: number, since: number) {
  return useQuery({
    queryKey: queryKeyOf(mailStateEndpoint, { params: { id: mailId } }),
    queryFn: async () => (await api(mailStateEndpoint, { params: { id: mailId } })).state,
    refetchInterval: (query) =>
      query.state.data !== 'sent' && query.state.data !== 'failed' && Date.now() - since < MAIL_POLL_LIMIT_MS ? MAIL_POLL_MS : false,
  });
}

/** Whether a mail staff sent (a cancellation, an invoice) went out: sending, sent, failed (retried), or still queued after 30 s. */
export function MailStatus({ mailId }: { mailId: number }) {
  const { t } = useTranslation('common');
  const [since] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const mail = useMailState(mailId, since);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), MAIL_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (mail.data === 'sent') return <Alert color="green">{t('mail.sent')}</Alert>;
  if (mail.data === 'failed') return <Alert color="orange">{t('mail.failed')}</Alert>;
  if (timedOut || mail.isError) return <Alert color="blue">{t('mail.queued')}</Alert>;
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm">{t('mail.sending')}</Text>
    </Group>
  );
}
