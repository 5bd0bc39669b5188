import { PAIN_REGIONS, type PainRegion } from '@praxis/domain';
import { Button, CloseIcon, Flex, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyFigure } from './body-figure.tsx';
import type { BodyView } from './body-shapes.ts';

interface PainPickerProps {
  value: readonly PainRegion[];
  onChange: (regions: PainRegion[]) => void;
  /** How many of the offered therapies help in the chosen regions. */
  matchCount: number;
}

/** Step 1: a body figure (front and back) on which the visitor marks where it hurts. */
export function PainPicker({ value, onChange, matchCount }: PainPickerProps) {
  const { t } = useTranslation('picker');
  const [view, setView] = useState<BodyView>('front');
  const regionName = (region: PainRegion) => t(`regions.${region}`);
  // Kept in the fixed region order, so the chips do not jump around.
  const toggle = (region: PainRegion) => onChange(PAIN_REGIONS.filter((r) => (r === region ? !value.includes(r) : value.includes(r))));
  return (
    <Stack data-testid="pain-picker" gap="md">
      <Text>{t('pain.hint')}</Text>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="xl" align={{ base: 'stretch', sm: 'flex-start' }}>
        <Stack gap="sm" align="center" w={{ base: '100%', sm: 260 }} style={{ flexShrink: 0 }}>
          <SegmentedControl
            aria-label={t('pain.view')}
            value={view}
            onChange={(v) => setView(v as BodyView)}
            data={[
              { value: 'front', label: t('pain.front') },
              { value: 'back', label: t('pain.back') },
            ]}
          />
          <BodyFigure
            view={view}
            label={t(view === 'front' ? 'pain.figureFront' : 'pain.figureBack')}
            selected={value}
            onToggle={toggle}
            regionName={regionName}
          />
        </Stack>
        <Stack gap="sm" style={{ flex: 1 }}>
          <Text fw={600} size="sm">
            {t('pain.selection')}
          </Text>
          {value.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('pain.empty')}
            </Text>
          ) : (
            <Group gap="xs">
              {value.map((region) => (
                // A whole chip is the remove button: an easier target on a phone than a tiny cross.
                <Button
                  key={region}
                  variant="light"
                  radius="xl"
                  size="compact-md"
                  rightSection={<CloseIcon size="14" />}
                  aria-label={t('pain.remove', { region: regionName(region) })}
                  onClick={() => toggle(region)}
                >
                  {regionName(region)}
                </Button>
              ))}
              <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
                {t('pain.clear')}
              </Button>
            </Group>
          )}
          <Text size="sm" c="praxis.8" aria-live="polite">
            {value.length === 0 ? '' : matchCount > 0 ? t('pain.matches', { count: matchCount }) : t('pain.noMatch')}
          </Text>
        </Stack>
      </Flex>
    </Stack>
  );
}
