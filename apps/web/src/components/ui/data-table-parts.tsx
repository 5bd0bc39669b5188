import { ActionIcon, Button, Group, Loader, Menu, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableAction } from './data-table-rows.ts';

/** A status line and three placeholder rows while the first rows load. */
export function LoadingRows({ columnCount, label }: { columnCount: number; label: string }) {
  return (
    <>
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <Group gap="xs" role="status" justify="center" py="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Group>
        </Table.Td>
      </Table.Tr>
      {[0, 1, 2].map((index) => (
        <Table.Tr key={index} aria-hidden="true">
          {Array.from({ length: columnCount }, (_, column) => (
            <Table.Td key={column}>
              <Skeleton height={12} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** The header cell over a column of row actions: named for screen readers, empty to the eye. */
export function ActionsHeader() {
  const { t } = useTranslation('table');
  return (
    <Table.Th w={1}>
      <VisuallyHidden>{t('actions')}</VisuallyHidden>
    </Table.Th>
  );
}

/** The actions of one row: a "⋯" menu, or one small button each. */
export function RowActions<Row>({
  row,
  actions,
  as = 'menu',
  name,
}: {
  row: Row;
  actions: readonly DataTableAction<Row>[];
  as?: 'menu' | 'buttons';
  name?: string;
}) {
  const { t } = useTranslation('table');
  const shown = actions.filter((action) => !action.hidden?.(row));
  if (shown.length === 0) return null;
  if (as === 'buttons') {
    return (
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        {shown.map((action) => (
          <Button key={action.label} size="xs" variant="light" color={action.color} disabled={action.disabled?.(row)} onClick={() => action.onAction(row)}>
            {action.label}
          </Button>
        ))}
      </Group>
    );
  }
  return (
    // In the main landmark, without Mantine's bare focusable placeholder among the entries (as the header's menus).
    <Menu position="bottom-end" portalProps={{ target: '#main' }} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={name ? t('actionsFor', { name }) : t('actions')}>
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {shown.map((action) => (
          <Menu.Item key={action.label} color={action.color} disabled={action.disabled?.(row)} onClick={() => action.onAction(row)}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
