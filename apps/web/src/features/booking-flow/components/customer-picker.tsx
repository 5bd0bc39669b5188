import { useDebouncedValue } from '@mantine/hooks';
import { Loader, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useCustomerSearch, type CustomerSummary } from '../api/booking-queries.ts';

/** "Muster Anna · anna@example.ch", or the e-mail alone while the names are missing. */
export const customerLabel = (c: CustomerSummary) => {
  const name = [c.lastName, c.firstName].filter(Boolean).join(' ');
  return name ? `${name} · ${c.email}` : c.email;
};

interface CustomerPickerProps {
  value: CustomerSummary | null;
  onChange: (customer: CustomerSummary | null) => void;
  /** The form's message for this field. */
  error?: string;
}

/** Searches customers by name or e-mail on the server (staff booking for a customer), as one field of a form. */
export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const { t } = useTranslation(['booking', 'common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Once a customer is picked the field shows their label: that is no new search.
  const term = value && search === customerLabel(value) ? '' : debounced;
  const customers = useCustomerSearch(term);
  const found = customers.data ?? [];
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      label={t('staff.customer')}
      placeholder={t('staff.customerPlaceholder')}
      required
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options.map((c) => ({ value: String(c.id), label: customerLabel(c) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(options.find((c) => String(c.id) === id) ?? null)}
      nothingFoundMessage={customers.isFetching ? t('common:loading') : t('staff.noCustomer')}
      rightSection={customers.isFetching ? <Loader size="xs" /> : undefined}
      error={error ?? (customers.isError ? t(`common:${errorMessageKey(customers.error)}`) : undefined)}
      data-testid="customer-picker"
      data-path="customer"
    />
  );
}
