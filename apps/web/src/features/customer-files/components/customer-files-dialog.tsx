import '@mantine/dropzone/styles.css';
import { Alert, Anchor, Badge, Button, Group, Modal, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { ACCEPTED_FILE_TYPES, LIMITS, type AcceptedFileType, type CustomerFile } from '@praxis/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { ActionError, ErrorState, LoadingState, errorMessageKey } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { customerFileUrl, useCustomerFiles, useDeleteCustomerFile, useUploadCustomerFile } from '../api/customer-files-queries.ts';

/** Other names the picker accepts besides each type's own extension. */
const MORE_EXTENSIONS: Partial<Record<AcceptedFileType, string[]>> = { 'image/jpeg': ['.jpeg'] };
/** What the file picker offers (the server decides by content; this only narrows the picker). */
const ACCEPT = Object.fromEntries(
  (Object.entries(ACCEPTED_FILE_TYPES) as Array<[AcceptedFileType, string]>).map(([type, extension]) => [
    type,
    [`.${extension}`, ...(MORE_EXTENSIONS[type] ?? [])],
  ]),
);

interface UploadState {
  key: number;
  name: string;
  /** 0 to 100. */
  progress: number;
  error: unknown;
}

let nextKey = 1;

/** The pop-up of a customer's files: drop or pick files to upload (each with its progress), the list to open or delete them. */
export function CustomerFilesDialog({ customer, onClose }: { customer: { id: number; name: string } | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation('files');
  return (
    <Modal opened={customer !== null} onClose={onClose} title={customer ? t('title', { name: customer.name }) : ''} size="xl" fullScreen={phone}>
      {customer ? <FilesPanel key={customer.id} customerId={customer.id} /> : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('close')}
        </Button>
      </Group>
    </Modal>
  );
}

function FilesPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation(['files', 'common']);
  const files = useCustomerFiles(customerId);
  const upload = useUploadCustomerFile(customerId);
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const change = (key: number, patch: Partial<UploadState>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const start = (accepted: File[]) => {
    for (const file of accepted) {
      const key = nextKey++;
      setUploads((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
      upload
        .mutateAsync({ file, onProgress: (share) => change(key, { progress: Math.round(share * 100) }) })
        .then(() => setUploads((list) => list.filter((u) => u.key !== key)))
        .catch((error: unknown) => change(key, { error }));
    }
  };
  const reject = (rejections: FileRejection[]) => {
    const refused = rejections.map(({ file, errors }) => ({
      key: nextKey++,
      name: file.name,
      progress: 0,
      error: new ApiError(
        errors.some((e) => e.code === 'file-too-large') ? 413 : 415,
        errors.some((e) => e.code === 'file-too-large') ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_FILE',
        '',
      ),
    }));
    setUploads((list) => [...list, ...refused]);
  };

  return (
    <Stack gap="md">
      <Dropzone onDrop={start} onReject={reject} accept={ACCEPT} maxSize={LIMITS.fileMaxMegabytes * 1024 * 1024} multiple aria-label={t('dropzone.label')}>
        <Stack align="center" gap={4} mih={96} justify="center" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <Text fw={500}>{t('dropzone.accept')}</Text>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <Text fw={500} c="red">
              {t('dropzone.reject')}
            </Text>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <Text fw={500}>{t('dropzone.idle')}</Text>
          </Dropzone.Idle>
          <Text size="sm" c="dimmed" ta="center">
            {t('dropzone.hint')}
          </Text>
        </Stack>
      </Dropzone>
      {uploads.length > 0 ? (
        <Stack gap="xs" aria-live="polite" data-testid="uploads">
          {uploads.map((u) => (
            <UploadRow key={u.key} upload={u} onDismiss={() => setUploads((list) => list.filter((x) => x.key !== u.key))} />
          ))}
        </Stack>
      ) : null}
      {files.isPending ? (
        <LoadingState />
      ) : files.isError ? (
        <ErrorState error={files.error} onRetry={() => void files.refetch()} />
      ) : files.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="md" data-testid="files-empty">
          {t('empty')}
        </Text>
      ) : (
        <FileTable customerId={customerId} files={files.data} />
      )}
    </Stack>
  );
}

function UploadRow({ upload, onDismiss }: { upload: UploadState; onDismiss: () => void }) {
  const { t } = useTranslation(['files', 'common']);
  if (upload.error) {
    return (
      <Alert color="red" role="alert" title={upload.name} withCloseButton closeButtonLabel={t('files:dismiss')} onClose={onDismiss}>
        {t(`common:${errorMessageKey(upload.error)}`, { defaultValue: t('common:errors.INTERNAL_ERROR') })}
      </Alert>
    );
  }
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" truncate>
          {upload.name}
        </Text>
        <Text size="xs" c="dimmed">
          {upload.progress} %
        </Text>
      </Group>
      <Progress value={upload.progress} animated aria-label={t('files:uploading', { name: upload.name })} />
    </Stack>
  );
}

function FileTable({ customerId, files }: { customerId: number; files: CustomerFile[] }) {
  const { t } = useTranslation(['files', 'common']);
  const format = useFormat();
  const remove = useDeleteCustomerFile(customerId);
  return (
    <Stack gap="xs">
      <ActionError error={remove.error} />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label={t('table.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.name')}</Table.Th>
              <Table.Th>{t('table.type')}</Table.Th>
              <Table.Th ta="right">{t('table.size')}</Table.Th>
              <Table.Th>{t('table.uploadedAt')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td>
                  <Anchor href={customerFileUrl(file.id)} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                    {file.fileName}
                  </Anchor>
                  {file.uploadedBy ? (
                    <Text size="xs" c="dimmed">
                      {t('uploadedBy', { name: file.uploadedBy })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm">
                    {file.extension}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.bytes(file.sizeBytes)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.dateTime(file.uploadedAt)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <ConfirmButton
                    size="xs"
                    variant="subtle"
                    color="red"
                    question={t('delete.question', { name: file.fileName })}
                    confirmLabel={t('delete.confirm')}
                    onConfirm={() => remove.mutate(file.id)}
                    loading={remove.isPending && remove.variables === file.id}
                    aria-label={t('delete.label', { name: file.fileName })}
                  >
                    {t('delete.button')}
                  </ConfirmButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
