import type { CustomerSummaryDto } from '@praxis/domain';
import { Card, Loader, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from './customer-picker.tsx';
import { errorMessageKey } from './query-state.tsx';
import { personName } from '../../lib/person-name.ts';

interface CustomerGridPickerProps {
  /** Customers per row on a wide screen (section 7 "choicePerRow": 4 in the payment editor). */
  perRow: number;
  label: string;
  noneFound: string;
  /** Never offered (the payer themselves). */
  excludeId?: number;
  onPick: (customer: CustomerSummaryDto) => void;
}

/** A searchable grid of customers as cards; picking one is a click or Enter on its card. */
export function CustomerGridPicker({ perRow, label, noneFound, excludeId, onPick }: CustomerGridPickerProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const customers = useCustomerSearch(term, true);
  const shown = (customers.data ?? []).filter((c) => c.id !== excludeId).slice(0, perRow * 3);
  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={customers.isFetching ? <Loader size="xs" /> : undefined}
        error={customers.isError ? t(errorMessageKey(customers.error)) : undefined}
        data-autofocus
      />
      {shown.length === 0 && !customers.isFetching ? (
        <Text size="sm" c="dimmed">
          {noneFound}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: perRow }} spacing="xs" role="list" aria-label={label}>
        {shown.map((customer) => (
          <UnstyledButton key={customer.id} onClick={() => onPick(customer)} role="listitem" aria-label={customer.email}>
            <Card withBorder padding="xs" h="100%">
              <Text size="sm" fw={600} lineClamp={1}>
                {personName(customer)}
              </Text>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {customer.email}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
