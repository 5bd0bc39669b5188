import { Anchor, Box, Button, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import mapPlaceholder from '../../../assets/map-placeholder.svg';
import { decideConsent, useConsent } from '../consent-store.ts';

interface ConsentMapProps {
  lat: number;
  lon: number;
  title: string;
}

/**
 * The embedded map loads only after consent; until then a placeholder with a link to the map and
 * a button to accept.
 */
export function ConsentMap({ lat, lon, title }: ConsentMapProps) {
  const { t } = useTranslation();
  const { choice } = useConsent();
  const link = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  if (choice === 'accepted') {
    const bbox = [lon - 0.006, lat - 0.003, lon + 0.006, lat + 0.003].map((n) => n.toFixed(5)).join(',');
    return (
      <Stack gap={4}>
        <Box
          component="iframe"
          title={title}
          src={`https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`}
          loading="lazy"
          referrerPolicy="no-referrer"
          style={{ border: 0, width: '100%', aspectRatio: '2 / 1', borderRadius: 8 }}
          data-testid="map-frame"
        />
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          {t('contact.mapOpen')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Box pos="relative" data-testid="map-placeholder">
      <Image src={mapPlaceholder} alt="" radius="md" width={640} height={320} style={{ height: 'auto' }} />
      <Stack className="map-placeholder-overlay" gap="xs" align="center" justify="center">
        <Text size="sm" ta="center" fw={500}>
          {t('contact.mapConsent')}
        </Text>
        <Button size="xs" onClick={() => decideConsent('accepted')}>
          {t('contact.mapShow')}
        </Button>
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          {t('contact.mapOpen')}
        </Anchor>
      </Stack>
    </Box>
  );
}
