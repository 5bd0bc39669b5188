import { practiceDate } from '@praxis/domain';
import { Button, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerSummary } from '../api/booking-queries.ts';
import { BirthdayHint } from './birthday-hint.tsx';
import { CustomerPicker, customerLabel } from './customer-picker.tsx';

interface StaffBookingFormProps {
  slot: string;
  pending: boolean;
  onBook: (input: { customerId: number; notify: boolean }) => void;
}

/**
 * A therapist (or above) books for a chosen customer and decides whether the customer gets an
 * e-mail; a booking in the past notifies nobody (specification section 4).
 */
export function StaffBookingForm({ slot, pending, onBook }: StaffBookingFormProps) {
  const { t } = useTranslation('booking');
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  const [notify, setNotify] = useState(true);
  const past = Date.parse(slot) < Date.now();
  return (
    <Stack gap="sm" data-testid="staff-form">
      <CustomerPicker value={customer} onChange={setCustomer} />
      {customer ? <BirthdayHint birthday={customer.birthday} slotDate={practiceDate(new Date(slot))} name={customerLabel(customer)} /> : null}
      <Switch
        label={t('staff.notify')}
        description={past ? t('staff.pastNoNotify') : undefined}
        checked={notify && !past}
        disabled={past}
        onChange={(e) => setNotify(e.currentTarget.checked)}
      />
      <Button
        size="md"
        fullWidth
        loading={pending}
        disabled={!customer}
        onClick={() => customer && onBook({ customerId: customer.id, notify: notify && !past })}
      >
        {t('staff.book')}
      </Button>
    </Stack>
  );
}
