import { practiceDate } from '@praxis/domain';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { birthdayGreeting } from '../birthday.ts';
import { useSlotFormat } from '../format.ts';

/**
 * A birthday greeting when the birthday falls within the 7 days before the appointment
 * (specification section 5); with `name`, worded for staff booking for that customer.
 */
export function BirthdayHint({ birthday, slotDate, name }: { birthday: string | null; slotDate: string; name?: string }) {
  const { t } = useTranslation('booking');
  const format = useSlotFormat();
  const greeting = birthdayGreeting(birthday, slotDate, practiceDate(new Date()));
  if (!greeting) return null;
  const date = format.shortDate(greeting.date);
  return (
    <Alert color="terracotta" variant="light" data-testid="birthday-hint" title={name ? undefined : t('birthday.title')}>
      {name ? t('birthday.customer', { name, date }) : t(`birthday.${greeting.when}`, { date })}
    </Alert>
  );
}
