import { Button, Group, Popover, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps extends ButtonProps {
  /** The question shown before the action runs. */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  children: ReactNode;
}

/** A button for a destructive action that asks first, in a small pop-over (keyboard usable). */
export function ConfirmButton({ question, confirmLabel, onConfirm, children, ...button }: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withArrow shadow="md" position="bottom-start">
      <Popover.Target>
        <Button {...button} onClick={() => setOpened((o) => !o)}>
          {children}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={280} role="alertdialog" aria-label={question}>
          <Text size="sm">{question}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button
              size="xs"
              color="red"
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
