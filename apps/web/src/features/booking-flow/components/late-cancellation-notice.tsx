import { isFreeCancellation } from '@praxis/domain';
import { Alert } from '@mantine/core';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The practice's free-cancellation window in hours, for whoever books for themselves; null (the
 * default, and for staff booking for a customer) shows no notice. Given by the page, so the
 * selected-slot panel needs no new prop threaded through the booking screen.
 */
export const FreeCancellationHours = createContext<number | null>(null);

/**
 * Before booking a slot that starts within the free-cancellation window: it cannot be cancelled
 * free of charge (specification section 4: later the full price is charged).
 */
export function LateCancellationNotice({ slot, now = Date.now(), id }: { slot: string; now?: number; id?: string }) {
  const { t } = useTranslation('booking');
  const hours = useContext(FreeCancellationHours);
  if (hours === null || isFreeCancellation(Date.parse(slot), now, hours)) return null;
  return (
    <Alert color="orange" variant="light" title={t('panel.lateCancellation.title')} data-testid="late-cancellation-notice" id={id}>
      {t('panel.lateCancellation.text', { hours })}
    </Alert>
  );
}
