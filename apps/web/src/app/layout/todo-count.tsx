import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTodos } from '../../features/payments/api/payment-queries.ts';

/** How many bookings wait for their payment record, beside the to-do entry (nothing while none or loading). */
export function TodoCount() {
  const { t } = useTranslation('account');
  const todos = useTodos();
  const count = todos.data?.todos.length ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="filled" circle={count < 10} data-testid="todo-count">
      {count}
      <VisuallyHidden> {t('staff.todoOpen', { count })}</VisuallyHidden>
    </Badge>
  );
}
