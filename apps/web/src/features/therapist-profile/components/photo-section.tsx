import { LIMITS } from '@praxis/domain';
import { Alert, Box, Center, FileInput, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUploadTherapistPhoto, type TherapistProfile } from '../api/therapist-profile-queries.ts';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The refusal of a file the server would refuse too: not JPEG, PNG or WebP, or bigger than 5 MB. */
function localRefusal(file: File): ApiError | null {
  if (!PHOTO_TYPES.includes(file.type)) return new ApiError(400, 'UNSUPPORTED_FILE', 'Not a JPEG, PNG or WebP image.');
  if (file.size > LIMITS.photoBytes) return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The photo may have at most 5 MB.');
  return null;
}

/** The current photo and an upload that replaces it at once (the server scales it to 600 × 750). */
export function PhotoSection({ profile }: { profile: TherapistProfile }) {
  const { t } = useTranslation(['therapist-profile', 'common']);
  const upload = useUploadTherapistPhoto(profile.id);
  const [refused, setRefused] = useState<ApiError | null>(null);
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const error = refused ?? upload.error;
  const choose = (file: File | null) => {
    upload.reset();
    setRefused(null);
    if (!file) return;
    const refusal = localRefusal(file);
    if (refusal) setRefused(refusal);
    else upload.mutate(file);
  };
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="profile-photo">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('photo.title')}
        </Title>
        <Group align="flex-start" gap="lg">
          <Box w={160} h={200}>
            {profile.photoUrl ? (
              <Image src={profile.photoUrl} alt={t('photo.alt', { name })} w={160} h={200} fit="cover" radius="md" />
            ) : (
              <Center h={200} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Text size="sm" c="dimmed" ta="center" px="xs">
                  {t('photo.none')}
                </Text>
              </Center>
            )}
          </Box>
          <Stack gap="xs" style={{ flex: '1 1 220px' }}>
            <FileInput
              label={profile.photoUrl ? t('photo.replace') : t('photo.upload')}
              description={t('photo.hint')}
              placeholder={t('photo.choose')}
              accept={PHOTO_TYPES.join(',')}
              value={null}
              onChange={choose}
              disabled={upload.isPending}
              error={error ? t(`common:${errorMessageKey(error)}`, { defaultValue: t('common:errors.INTERNAL_ERROR') }) : undefined}
            />
            {upload.isPending ? (
              <Text size="sm" role="status">
                {t('photo.uploading')}
              </Text>
            ) : null}
            {upload.isSuccess ? (
              <Alert color="green" role="status">
                {t('photo.saved')}
              </Alert>
            ) : null}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
