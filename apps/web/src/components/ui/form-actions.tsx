import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and save at the foot of an editing dialog. */
export function FormActions({ onCancel, onSave, saving, saveLabel }: { onCancel: () => void; onSave: () => void; saving: boolean; saveLabel: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button loading={saving} onClick={onSave}>
        {saveLabel}
      </Button>
    </Group>
  );
}
