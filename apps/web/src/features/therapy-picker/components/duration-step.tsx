import { DEFAULT_ARRANGEMENT_ID, formatChf, type PublicArrangement } from '@praxis/domain';
import { Button, Flex, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';

interface DurationStepProps {
  therapyId: number;
  therapyName: string;
  /** The durations this therapy is offered in. */
  arrangements: PublicArrangement[];
}

/**
 * Step 3: the chosen therapy's durations as radio cards (duration, appointment length, price),
 * then the way on to the calendar. 55 minutes is preselected when offered.
 */
export function DurationStep({ therapyId, therapyName, arrangements }: DurationStepProps) {
  const { t, i18n } = useTranslation(['picker', 'common']);
  const id = useId();
  const preset = arrangements.find((a) => a.id === DEFAULT_ARRANGEMENT_ID) ?? arrangements[0];
  const [arrangementId, setArrangementId] = useState(preset?.id);
  if (arrangementId === undefined) return <Text c="dimmed">{t('duration.none')}</Text>;
  return (
    <Stack gap="lg">
      <Radio.Group value={String(arrangementId)} onChange={(value) => setArrangementId(Number(value))} label={t('duration.label', { therapy: therapyName })}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="xs">
          {arrangements.map((a) => (
            <Radio.Card
              key={a.id}
              value={String(a.id)}
              aria-label={t('common:minutes', { count: a.durationMinutes })}
              aria-describedby={`${id}-${a.id}-slot ${id}-${a.id}-price`}
              p="md"
              radius="md"
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} />
                {/* Lines of a radio's content, not paragraphs (no heading either): spans shown as blocks. */}
                <div>
                  <Text component="span" display="block" fw={700} size="lg">
                    {t('common:minutes', { count: a.durationMinutes })}
                  </Text>
                  <Text component="span" display="block" id={`${id}-${a.id}-slot`} size="sm" c="dimmed">
                    {t('duration.slot', { minutes: a.slotMinutes })}
                  </Text>
                  <Text component="span" display="block" id={`${id}-${a.id}-price`} fw={600} c="praxis.8">
                    {formatChf(a.priceRappen, i18n.language)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
        <Button component={AppLink} to={`/book?therapyid=${therapyId}&arrangementid=${arrangementId}`} size="md">
          {t('duration.book')}
        </Button>
        <Button
          component={AppLink}
          to={`/therapy?therapyid=${therapyId}`}
          size="md"
          variant="subtle"
          h="auto"
          mih={42}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {t('duration.more')}
        </Button>
      </Flex>
    </Stack>
  );
}
