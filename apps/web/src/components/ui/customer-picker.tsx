import { customerSearchEndpoint, type CustomerSearchResultDto, type CustomerSummaryDto } from '@praxis/domain';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { queryKeyOf } from '../../lib/query-keys.ts';
import { errorMessageKey } from './query-state.tsx';

/** "Muster Anna · anna@example.ch", or the e-mail alone while the names are missing. */
export const customerLabel = (c: CustomerSummaryDto) => {
  const name = [c.lastName, c.firstName].filter(Boolean).join(' ');
  return name ? `${name} · ${c.email}` : c.email;
};

/** Customers whose name or e-mail contains `search` (staff booking for a customer); `enabled` false asks nothing. */
export function useCustomerSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(customerSearchEndpoint, { query: { search, limit: 20 } }),
    queryFn: async () => (await api(customerSearchEndpoint, { query: { search, limit: 20 } })).customers,
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

interface CustomerPickerProps {
  value: CustomerSummaryDto | null;
  /** The customer picked: as the search found them (with the billing address and last booking), or the value given. */
  onChange: (customer: (CustomerSummaryDto & Partial<CustomerSearchResultDto>) | null) => void;
  label: string;
  placeholder: string;
  /** Said when a search found nobody. */
  noneFound: string;
  /** The form's message for this field. */
  error?: string;
  /** Offer the first customers before anything is typed (else the list waits for a search). */
  listWithoutSearch?: boolean;
  /** false: the field may stay empty (a voucher's buyer: empty is oneself). */
  required?: boolean;
  'data-testid'?: string;
  /** The field a dialogue focuses first. */
  'data-autofocus'?: boolean;
}

/** Searches customers by name or e-mail on the server, as one field of a form (staff booking for a customer). */
export function CustomerPicker({
  value,
  onChange,
  label,
  placeholder,
  noneFound,
  error,
  listWithoutSearch = true,
  required = true,
  ...rest
}: CustomerPickerProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Once a customer is picked the field shows their label: that is no new search.
  const term = value && search === customerLabel(value) ? '' : debounced;
  const customers = useCustomerSearch(term, listWithoutSearch || term !== '');
  const found = customers.data ?? [];
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      required={required}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common:clearSelection') }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options.map((c) => ({ value: String(c.id), label: customerLabel(c) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(options.find((c) => String(c.id) === id) ?? null)}
      nothingFoundMessage={customers.isFetching ? t('loading') : listWithoutSearch || term ? noneFound : undefined}
      rightSection={customers.isFetching ? <Loader size="xs" /> : undefined}
      error={error ?? (customers.isError ? t(errorMessageKey(customers.error)) : undefined)}
      data-path="customer"
      {...rest}
    />
  );
}
