import { formatVoucherCode, normalizeVoucherCode } from '@praxis/domain';
import { Badge, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useRedeemableVouchers, type RedeemableVoucher } from '../api/payment-queries.ts';

interface VoucherPickerProps {
  value: RedeemableVoucher | null;
  onChange: (voucher: RedeemableVoucher | null) => void;
  /** Planners may choose an expired voucher (with a reason); for everyone else it shows but cannot be chosen. */
  canOverrideExpiry: boolean;
  /** The form's message for this field. */
  error?: string;
}

/**
 * The voucher a redemption uses (section 5): searched on the server by code, number or names;
 * each shows what it still holds and until when; an expired one says so.
 */
export function VoucherPicker({ value, onChange, canOverrideExpiry, error }: VoucherPickerProps) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const label = (voucher: RedeemableVoucher) =>
    [
      voucher.number,
      formatVoucherCode(normalizeVoucherCode(voucher.code)),
      voucher.forName ? `${voucher.buyerName} → ${voucher.forName}` : voucher.buyerName,
      format.chf(voucher.balanceRappen),
      ...(voucher.expired ? [t('form.voucherExpired')] : []),
    ].join(' · ');
  // Once a voucher is chosen the field shows its label: that is no new search.
  const term = value && search === label(value) ? '' : debounced;
  const vouchers = useRedeemableVouchers(term);
  const found = vouchers.data ?? [];
  const options = value && !found.some((v) => v.id === value.id) ? [value, ...found] : found;
  const byId = new Map(options.map((voucher) => [String(voucher.id), voucher]));
  return (
    <Select
      label={t('form.voucher')}
      placeholder={t('form.voucherSearch')}
      required
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common:clearSelection') }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options.map((voucher) => ({ value: String(voucher.id), label: label(voucher), disabled: voucher.expired && !canOverrideExpiry }))}
      renderOption={({ option }) => {
        const voucher = byId.get(option.value);
        if (!voucher) return option.label;
        return (
          <Stack gap={0}>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {voucher.number}
              </Text>
              <Text size="sm" ff="monospace">
                {formatVoucherCode(normalizeVoucherCode(voucher.code))}
              </Text>
              {voucher.expired ? (
                <Badge color="red" variant="light" size="sm">
                  {t('form.voucherExpired')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {voucher.forName ? `${voucher.buyerName} → ${voucher.forName}` : voucher.buyerName} ·{' '}
              {t('form.voucherBalance', { amount: format.chf(voucher.balanceRappen), date: format.date(voucher.validUntil) })}
            </Text>
          </Stack>
        );
      }}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange((id && byId.get(id)) || null)}
      nothingFoundMessage={vouchers.isFetching ? t('common:loading') : t('form.noVouchers')}
      rightSection={vouchers.isFetching ? <Loader size="xs" /> : undefined}
      error={error ?? (vouchers.isError ? t(`common:${errorMessageKey(vouchers.error)}`) : undefined)}
      data-path="voucherId"
      data-testid="voucher-picker"
    />
  );
}
