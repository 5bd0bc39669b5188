import { INVOICE_ADDRESS_FIELDS, type CustomerSummaryDto, type InvoiceAddressField } from '@praxis/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';

/** The profile fields a 409 `INVOICE_ADDRESS_INCOMPLETE` names (`/customer/street`, ...); unknown ones are left out. */
export function missingAddressFields(details: unknown): InvoiceAddressField[] {
  if (!Array.isArray(details)) return [];
  const named = details.map((detail: unknown) =>
    typeof detail === 'string' ? detail : detail && typeof detail === 'object' && 'path' in detail ? String(detail.path) : '',
  );
  return INVOICE_ADDRESS_FIELDS.filter((field) => named.some((path) => path.split('/').at(-1) === field));
}

/**
 * An invoice in advance, or a certificate posted to the buyer, needs the buyer's full address:
 * which parts are missing, and the way to the profile that completes them.
 */
export function AddressIncomplete({ details, buyer }: { details: unknown; buyer: CustomerSummaryDto | null }) {
  const { t } = useTranslation('vouchers');
  const missing = missingAddressFields(details);
  const profile = buyer ? `/account?${new URLSearchParams({ email: buyer.email })}` : '/account';
  return (
    <Alert color="orange" role="alert" title={t('addressIncomplete.title')} data-testid="address-incomplete">
      <Stack gap={4}>
        <Text size="sm">{t(buyer ? 'addressIncomplete.buyerText' : 'addressIncomplete.text')}</Text>
        {missing.length > 0 ? (
          <Text size="sm">{t('addressIncomplete.missing', { fields: missing.map((field) => t(`addressIncomplete.fields.${field}`)).join(', ') })}</Text>
        ) : null}
        <Anchor component={AppLink} to={profile} size="sm" fw={600}>
          {t(buyer ? 'addressIncomplete.buyerLink' : 'addressIncomplete.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
