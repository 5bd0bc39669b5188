import { practiceDate, staffBookingInputSchema } from '@praxis/domain';
import { Button, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, customerLabel } from '../../../components/ui/customer-picker.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import type { CustomerSummary } from '../api/booking-queries.ts';
import { BirthdayHint } from './birthday-hint.tsx';
import { SLOT_DESCRIPTION } from './selected-slot-panel.tsx';

interface StaffBookingFormProps {
  slot: string;
  pending: boolean;
  onBook: (input: { customerId: number; notify: boolean }) => void;
  /**
   * Where the focus goes when the slot was chosen by keyboard: the customer search, the form's first
   * step (the book button waits for a customer).
   */
  actionRef?: (node: HTMLElement | null) => void;
}

// The slot, the therapy and the comment come from the booking screen: here only who and whether to tell them.
const staffChoice = staffBookingInputSchema.pick({ customerId: true, notify: true });

/**
 * A therapist (or above) books for a chosen customer and decides whether the customer gets an
 * e-mail; a booking in the past notifies nobody (specification section 4).
 */
export function StaffBookingForm({ slot, pending, onBook, actionRef }: StaffBookingFormProps) {
  const { t } = useTranslation('booking');
  const past = Date.parse(slot) < Date.now();
  const form = useSchemaForm(staffChoice, {
    initialValues: { customer: null as CustomerSummary | null, notify: true },
    toInput: ({ customer, notify }) => ({ customerId: customer?.id ?? 0, notify: notify && !past }),
    renames: { customerId: 'customer' },
    texts: { namespace: 'booking' },
    pending,
    onSubmit: ({ customerId, notify }) => onBook({ customerId, notify }),
  });
  const { customer, notify } = form.values;
  return (
    <Stack gap="sm" data-testid="staff-form" ref={form.rootRef}>
      {/* The picker's field is the focus target: the picker itself takes no ref. */}
      <div ref={actionRef ? (node) => actionRef(node?.querySelector('input') ?? null) : undefined}>
        <CustomerPicker
          value={customer}
          onChange={(picked) => form.setFieldValue('customer', picked)}
          error={form.errorText('customer')}
          label={t('staff.customer')}
          placeholder={t('staff.customerPlaceholder')}
          noneFound={t('staff.noCustomer')}
          data-testid="customer-picker"
        />
      </div>
      {customer ? <BirthdayHint birthday={customer.birthday} slotDate={practiceDate(new Date(slot))} name={customerLabel(customer)} /> : null}
      <Switch
        label={t('staff.notify')}
        description={past ? t('staff.pastNoNotify') : undefined}
        {...form.getInputProps('notify', { type: 'checkbox' })}
        checked={notify && !past}
        disabled={past}
      />
      <Button size="md" fullWidth loading={form.pending} disabled={!customer} onClick={() => form.submit()} aria-describedby={SLOT_DESCRIPTION}>
        {t('staff.book')}
      </Button>
    </Stack>
  );
}
