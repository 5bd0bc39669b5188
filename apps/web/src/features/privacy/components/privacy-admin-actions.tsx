import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerExportUrl } from '../api/privacy-api.ts';
import { EraseCustomerDialog } from './erase-customer-dialog.tsx';

/** Admins on a customer's profile: download everything held about them as a ZIP, or erase their personal data. */
export function PrivacyAdminActions({ customer, erasable, onErased }: { customer: { id: number; name: string }; erasable: boolean; onErased?: () => void }) {
  const { t } = useTranslation('privacy');
  const [open, setOpen] = useState(false);
  const [erased, setErased] = useState(false);
  return (
    <Group gap="sm" data-testid="privacy-admin-actions">
      <Text size="sm" fw={600}>
        {t('admin.heading')}
      </Text>
      <Button component="a" href={customerExportUrl(customer.id)} download variant="light" size="xs" data-testid="privacy-export">
        {t('admin.export')}
      </Button>
      {erasable && !erased ? (
        <Button variant="light" color="red" size="xs" onClick={() => setOpen(true)} data-testid="privacy-erase">
          {t('admin.erase')}
        </Button>
      ) : null}
      {erased ? (
        <Text size="sm" c="dimmed">
          {t('admin.erased')}
        </Text>
      ) : null}
      <EraseCustomerDialog
        customer={customer}
        opened={open}
        onClose={() => {
          setOpen(false);
          if (erased) onErased?.();
        }}
        onErased={() => setErased(true)}
      />
    </Group>
  );
}
