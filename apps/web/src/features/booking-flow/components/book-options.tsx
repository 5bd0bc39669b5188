import { formatChf, type PublicArrangement } from '@praxis/domain';
import { Button, Card, Grid, Image, List, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export interface BookOptionsProps {
  therapy: { id: number; name: string; short: string; imageUrl?: string };
  /** The durations the therapy is offered in, with their pictures. */
  arrangements: Array<PublicArrangement & { imageUrl?: string }>;
  selectedId: number;
  cancelHours: number;
}

/**
 * /bookoptions: the therapy, its durations to choose from (treatment time, booked slot, price) and
 * what to know before booking. The choice is kept in the address, and so in the booking flow.
 */
export function BookOptions({ therapy, arrangements, selectedId, cancelHours }: BookOptionsProps) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const [params, setParams] = useSearchParams();
  const choose = (arrangementId: string) => {
    const next = new URLSearchParams(params);
    next.set('therapyid', String(therapy.id));
    next.set('arrangementid', arrangementId);
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="xl">
      <Grid gap="xl" align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PageHeader title={therapy.name} lead={therapy.short} documentTitle={t('options.documentTitle', { therapy: therapy.name })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {therapy.imageUrl ? (
            <Image src={therapy.imageUrl} alt="" radius="md" mah={220} fit="contain" width={320} height={200} style={{ height: 'auto' }} />
          ) : null}
        </Grid.Col>
      </Grid>
      <Radio.Group
        value={String(selectedId)}
        onChange={choose}
        label={
          <Title order={2} size="h3">
            {t('options.durations')}
          </Title>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: arrangements.length }} mt="sm" data-testid="duration-options">
          {arrangements.map((a) => (
            <Radio.Card
              key={a.id}
              value={String(a.id)}
              radius="md"
              p="md"
              withBorder
              style={{ borderWidth: a.id === selectedId ? 2 : 1, borderColor: a.id === selectedId ? 'var(--mantine-color-praxis-7)' : undefined }}
            >
              <Stack gap={6} align="center">
                {a.imageUrl ? <Image src={a.imageUrl} alt="" h={64} w={64} fit="contain" /> : null}
                <Text component="span" display="block" fw={700} size="lg">
                  {t('common:minutes', { count: a.durationMinutes })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('options.slot', { minutes: a.slotMinutes })}
                </Text>
                <Text fw={600} c="praxis.8">
                  {formatChf(a.priceRappen, i18n.language)}
                </Text>
                <Radio.Indicator aria-hidden="true" />
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Card withBorder padding="lg" bg="sand.0">
        <Title order={2} size="h4" mb="sm">
          {t('options.goodToKnow')}
        </Title>
        <List spacing="xs" size="sm">
          <List.Item>{t('options.comment')}</List.Item>
          <List.Item>{t('options.cancellation', { hours: cancelHours })}</List.Item>
          <List.Item>{t('options.guest')}</List.Item>
        </List>
      </Card>
      <Button
        component={AppLink}
        to={`/book?therapyid=${therapy.id}&arrangementid=${selectedId}`}
        size="lg"
        style={{ alignSelf: 'flex-start' }}
        data-testid="choose-appointment"
      >
        {t('options.choose')}
      </Button>
    </Stack>
  );
}
