import type { PublicArrangement, PublicTherapy } from '@praxis/domain';
import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { therapyImageUrl } from './therapy-images.ts';
import { useTherapyText } from './therapy-text.ts';

interface TherapyCardProps {
  therapy: PublicTherapy;
  arrangements: PublicArrangement[];
  /** 2 where the cards sit right under the page's title, 3 under a section's heading. */
  headingOrder?: 2 | 3;
}

/** A therapy with its picture, short description and the durations it is offered in. */
export function TherapyCard({ therapy, arrangements, headingOrder = 3 }: TherapyCardProps) {
  const { t } = useTranslation(['therapies', 'common']);
  const text = useTherapyText(therapy);
  const durations = arrangements.filter((a) => therapy.arrangementIds.includes(a.id));
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="therapy-card">
      <Card.Section>
        <Image src={therapyImageUrl(therapy.image)} alt="" h={160} fit="cover" bg="var(--mantine-color-sand-0)" />
      </Card.Section>
      {/* Like the wheel's cards: a long compound name breaks at a syllable (by <html lang>). */}
      <Title order={headingOrder} size="h4" mt="md" style={{ hyphens: 'auto', overflowWrap: 'break-word' }}>
        <AppLink to={`/therapy?therapyid=${therapy.id}`} className="stretched-link">
          {text.name}
        </AppLink>
      </Title>
      <Text size="sm" c="dimmed" mt="xs" style={{ flexGrow: 1 }}>
        {text.short}
      </Text>
      <Group gap={6} mt="md" aria-label={t('durationsTitle')}>
        {durations.map((a) => (
          <Badge key={a.id} variant="light" radius="sm" tt="none">
            {t('common:minutes', { count: a.durationMinutes })}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}
