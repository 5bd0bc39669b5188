import type { CustomerSummaryDto, VoucherPaymentMethod } from '@praxis/domain';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { personName } from '../../../lib/person-name.ts';
import { PhoneLink } from './phone-link.tsx';

/** Where one's own vouchers are listed (the "my bookings" page). */
export const OWN_VOUCHERS_PATH = '/bookings#vouchers';

/**
 * The request went out: the voucher's number and what happens next for the chosen payment method;
 * the heading takes the focus, so a screen reader reads the outcome.
 */
export function VoucherRequested({
  number,
  method,
  buyer,
  phone,
  onAnother,
}: {
  number: string;
  method: VoucherPaymentMethod;
  /** The customer staff requested for; null: one's own. */
  buyer: CustomerSummaryDto | null;
  phone: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('vouchers');
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  const buyerName = buyer ? personName(buyer) : null;
  return (
    <Stack gap="md" maw={760} data-testid="voucher-requested">
      <Alert color="green" variant="light">
        <Stack gap="xs">
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {t('done.title', { number })}
          </Title>
          {buyerName ? <Text>{t('done.forBuyer', { name: buyerName })}</Text> : null}
          <Text>{t(`done.next.${method}`)}</Text>
          {method === 'phone' || method === 'inPerson' ? (
            <Text>
              {t('done.phone')} <PhoneLink phone={phone} />
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('done.certificate')}
          </Text>
        </Stack>
      </Alert>
      <Group gap="md">
        {buyerName ? null : (
          <Anchor component={AppLink} to={OWN_VOUCHERS_PATH} fw={600}>
            {t('done.ownVouchers')}
          </Anchor>
        )}
        <Button variant="default" onClick={onAnother}>
          {t('done.another')}
        </Button>
      </Group>
    </Stack>
  );
}
