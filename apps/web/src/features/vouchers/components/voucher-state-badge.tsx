import type { VoucherState } from '@praxis/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const VOUCHER_STATE_COLORS: Record<VoucherState, string> = { unconfirmed: 'orange', paid: 'blue', sent: 'green', usedUp: 'gray', archived: 'dark' };

/** A voucher's state as a badge: unconfirmed, paid, sent, used up, archived. */
export function VoucherStateBadge({ state, size }: { state: VoucherState; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('vouchers');
  return (
    // NOTE: a badge in a squeezed table column would cut its word ("UNBE…"): it keeps its width.
    <Badge color={VOUCHER_STATE_COLORS[state]} variant="light" size={size} miw="max-content">
      {t(`states.${state}`)}
    </Badge>
  );
}
