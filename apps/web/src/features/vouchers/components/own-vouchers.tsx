import { practiceDate, voucherExpired } from '@praxis/domain';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { ownCertificateUrl, useOwnVouchers, type OwnVoucher } from '../api/voucher-queries.ts';
import { printedCode } from '../voucher-format.ts';
import { MotifPicture } from './motif-picture.tsx';
import { VoucherStateBadge } from './voucher-state-badge.tsx';

/** The anchor of the section: the confirmation of a request links here. */
export const OWN_VOUCHERS_ID = 'vouchers';

/**
 * One's own gift vouchers (on "my bookings"): number, motif, value and what is left, state, last
 * valid day; once paid the code and the certificate as PDF.
 */
export function OwnVouchers() {
  const { t } = useTranslation('vouchers');
  const vouchers = useOwnVouchers();
  const { hash } = useLocation();
  // Opened from the confirmation (#vouchers): scrolled into view once the list is there.
  const loaded = vouchers.isSuccess;
  useEffect(() => {
    if (loaded && hash === `#${OWN_VOUCHERS_ID}`) document.getElementById(OWN_VOUCHERS_ID)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);
  return (
    <Stack gap="sm" mt="lg" id={OWN_VOUCHERS_ID} data-testid="own-vouchers" style={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}>
      <Title order={2} size="h3">
        {t('own.title')}
      </Title>
      {vouchers.isPending ? (
        <LoadingState />
      ) : vouchers.isError ? (
        <ErrorState error={vouchers.error} onRetry={() => void vouchers.refetch()} />
      ) : vouchers.data.length === 0 ? (
        <Text c="dimmed">
          {t('own.empty')}{' '}
          <Anchor component={AppLink} to="/vouchers">
            {t('own.request')}
          </Anchor>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {vouchers.data.map((voucher) => (
            <OwnVoucherCard key={voucher.id} voucher={voucher} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function OwnVoucherCard({ voucher }: { voucher: OwnVoucher }) {
  const { t } = useTranslation('vouchers');
  const format = useFormat();
  const expired = voucher.state !== 'archived' && voucher.state !== 'usedUp' && voucherExpired(voucher.validUntil, practiceDate(new Date()));
  const facts: Array<[string, string]> = [
    [t('own.value'), format.chf(voucher.initialRappen)],
    [t('own.balance'), format.chf(voucher.balanceRappen)],
    [t('own.validUntil'), voucher.validUntil ? format.date(voucher.validUntil) : t('validFromPayment')],
    [t('own.requestedOn'), format.date(voucher.requestedOn)],
  ];
  return (
    <Card withBorder padding="md" data-testid="own-voucher" aria-label={t('own.cardLabel', { number: voucher.number })} component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <MotifPicture motif={voucher.motif} size={48} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{t('own.number', { number: voucher.number })}</Text>
            <Group gap={4}>
              <VoucherStateBadge state={voucher.state} />
              {expired ? (
                <Badge color="red" variant="light">
                  {t('expired')}
                </Badge>
              ) : null}
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`motifs.${voucher.motif}`)}
            {voucher.forName ? ` · ${t('own.for', { name: voucher.forName })}` : ''}
          </Text>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
            {facts.map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm">{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          {voucher.code ? (
            <Text size="sm">
              {t('own.code')}{' '}
              <Text span ff="monospace" fw={600}>
                {printedCode(voucher.code)}
              </Text>
            </Text>
          ) : voucher.state === 'unconfirmed' ? (
            <Text size="sm" c="dimmed">
              {t(`own.unpaid.${voucher.paymentMethod}`)}
            </Text>
          ) : null}
          {voucher.code ? (
            <Anchor href={ownCertificateUrl(voucher.id)} target="_blank" rel="noopener" size="sm" fw={600}>
              {t('own.certificate')}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
