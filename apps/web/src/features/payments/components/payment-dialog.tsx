import type { PaymentTarget, StaffBookingRow, VoucherRow } from '@praxis/domain';
import { Button, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import { PaymentEditor } from './payment-editor.tsx';
import { personName } from '../../../lib/person-name.ts';

/** The payment editor of a booking or voucher as a dialogue, under an optional heading line. */
function PaymentEditorDialog({ target, heading, onClose }: { target: { type: PaymentTarget; id: number }; heading?: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened onClose={onClose} title={t('title')} size="xl" fullScreen={phone}>
      {heading ? (
        <Text size="sm" mb="sm">
          {heading}
        </Text>
      ) : null}
      <PaymentEditor target={target} onDone={onClose} />
    </Modal>
  );
}

/** The payment editor of a booking row (booking list, calendar): customer, time and therapy above it. */
export function BookingPaymentDialog({
  booking,
  onClose,
}: {
  booking: Pick<StaffBookingRow, 'id' | 'start' | 'customer' | 'therapyLabelKey'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('therapies');
  const format = useFormat();
  const name = personName(booking.customer);
  return (
    <PaymentEditorDialog
      target={{ type: 'booking', id: booking.id }}
      heading={`${name} · ${format.dateTime(booking.start)} · ${t(`items.${booking.therapyLabelKey}.name`)}`}
      onClose={onClose}
    />
  );
}

/** A button that opens a booking's payment editor (the booking card). */
export function BookingPaymentButton({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('payments');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {t('title')}
      </Button>
      {open ? <PaymentEditorDialog target={{ type: 'booking', id: bookingId }} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The payment editor of a voucher (voucher management): its purchase, by card, cash, Twint, voucher or invoice payment. */
export function VoucherPaymentDialog({ voucher, onClose }: { voucher: Pick<VoucherRow, 'id' | 'number' | 'buyer' | 'initialRappen'>; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const name = personName(voucher.buyer);
  return (
    <PaymentEditorDialog
      target={{ type: 'voucher', id: voucher.id }}
      heading={`${t('voucherHeading', { number: voucher.number })} · ${name} · ${format.chf(voucher.initialRappen)}`}
      onClose={onClose}
    />
  );
}
