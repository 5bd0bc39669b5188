import type { PublicSettings } from '@praxis/domain';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OpeningHours } from './opening-hours.tsx';

interface ContactBlockProps {
  settings: PublicSettings;
  /** The map (consent-gated), composed in by the caller. */
  map: ReactNode;
  /** Heading level of the block's title. */
  order?: 2 | 3;
}

/** Company, address, opening hours, directions, parking, e-mail, phone, messaging and map. */
export function ContactBlock({ settings, map, order = 2 }: ContactBlockProps) {
  const { t, i18n } = useTranslation();
  const { directions } = settings;
  const parkingNote = directions.parkingNotes[i18n.language as keyof typeof directions.parkingNotes] ?? directions.parkingNotes.de;
  const phoneHref = `tel:${settings.phone.replace(/[^+\d]/g, '')}`;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" data-testid="contact-block">
      <Stack gap="xs">
        {/* Before the admin has entered the practice's data (staff preview of a first day) the empty parts are left out. */}
        {settings.name ? (
          <Title order={order} size="h4">
            {settings.name}
          </Title>
        ) : null}
        <Text component="address" style={{ fontStyle: 'normal' }}>
          {settings.legalName}
          <br />
          {settings.street}
          <br />
          {settings.postalCode} {settings.city}
        </Text>
        <Stack gap={4}>
          {settings.email ? <Anchor href={`mailto:${settings.email}`}>{settings.email}</Anchor> : null}
          {settings.phone ? <Anchor href={phoneHref}>{settings.phone}</Anchor> : null}
          {settings.messagingUrl ? (
            <Anchor href={settings.messagingUrl} target="_blank" rel="noopener noreferrer">
              {t('contact.messaging')}
            </Anchor>
          ) : null}
        </Stack>
        <Title order={(order + 1) as 3 | 4} size="h5" mt="sm">
          {t('contact.openingHours')}
        </Title>
        <OpeningHours hours={settings.openingHours} />
      </Stack>
      <Stack gap="xs">
        <Title order={(order + 1) as 3 | 4} size="h5">
          {t('contact.directions')}
        </Title>
        {/* A practice without a tram stop or parking leaves it empty: it is not shown. */}
        {directions.bus.stop ? (
          <Direction label={t('contact.bus')}>
            {t('contact.transitText', { lines: directions.bus.lines, stop: directions.bus.stop, count: directions.bus.walkMinutes })}
          </Direction>
        ) : null}
        {directions.tram.stop ? (
          <Direction label={t('contact.tram')}>
            {t('contact.transitText', { lines: directions.tram.lines, stop: directions.tram.stop, count: directions.tram.walkMinutes })}
          </Direction>
        ) : null}
        {directions.train.station ? (
          <Direction label={t('contact.train')}>{t('contact.trainText', { station: directions.train.station, count: directions.train.walkMinutes })}</Direction>
        ) : null}
        {directions.parking.name ? (
          <Direction label={t('contact.parking')}>
            {t('contact.parkingText', { name: directions.parking.name, count: directions.parking.walkMinutes })}
          </Direction>
        ) : null}
        <Text size="sm" c="dimmed">
          {parkingNote}
        </Text>
      </Stack>
      <div>{map}</div>
    </SimpleGrid>
  );
}

function Direction({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} miw={70}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}
