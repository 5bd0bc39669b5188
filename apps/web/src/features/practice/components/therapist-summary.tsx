import { pickBio } from '../api/pick-bio.ts';
import type { PublicTherapist } from '@praxis/domain';
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Photo (or initials), name, job title and the one-line summary of a therapist. */
export function TherapistSummary({ therapist, headingOrder = 3 }: { therapist: PublicTherapist; headingOrder?: 1 | 3 }) {
  const { i18n } = useTranslation();
  const bio = pickBio(therapist, i18n.language);
  return (
    <Group align="flex-start" wrap="nowrap">
      <Avatar
        size={headingOrder === 1 ? 120 : 64}
        radius={headingOrder === 1 ? 'md' : 'xl'}
        color="praxis"
        src={therapist.photoUrl}
        alt=""
        aria-hidden="true"
        imageProps={{ loading: 'lazy', decoding: 'async' }}
      >
        {`${therapist.firstName[0] ?? ''}${therapist.lastName[0] ?? ''}`}
      </Avatar>
      <Stack gap={2}>
        <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h4'}>
          {therapist.firstName} {therapist.lastName}
        </Title>
        {bio ? (
          <>
            <Text c="praxis.7" fw={500}>
              {bio.title}
            </Text>
            <Text size="sm">{bio.summary}</Text>
          </>
        ) : null}
      </Stack>
    </Group>
  );
}
