import { regionsHelpedBy, therapiesForRegions, type PainRegion, type PublicArrangement, type PublicTherapy } from '@praxis/domain';
import { Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DurationStep } from './duration-step.tsx';
import { PainPicker } from './pain-picker.tsx';
import { StepHeading } from './step-heading.tsx';
import { TherapyWheel } from './therapy-wheel.tsx';
import type { WheelItem } from './wheel-card.tsx';

export interface BookingPickerProps {
  /** Active therapies in display order. */
  therapies: PublicTherapy[];
  arrangements: PublicArrangement[];
  /** A therapy's name and short text in the current language. */
  therapyText: (therapy: PublicTherapy) => { name: string; short: string };
  /** The URL of a therapy's picture. */
  imageOf: (therapy: PublicTherapy) => string | undefined;
}

/**
 * The home page's way into booking: where it hurts → which therapy (the wheel highlights those
 * that help and turns to the best one) → which duration → on to the calendar.
 */
export function BookingPicker({ therapies, arrangements, therapyText, imageOf }: BookingPickerProps) {
  const { t, i18n } = useTranslation('picker');
  const id = useId();
  const [regions, setRegions] = useState<PainRegion[]>([]);
  const [current, setCurrent] = useState(0);
  const [chosenId, setChosenId] = useState<number | null>(null);

  const list = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' });
  const items: WheelItem[] = therapies.map((therapy) => {
    const helps = regionsHelpedBy(therapy.id, regions);
    return {
      id: therapy.id,
      ...therapyText(therapy),
      image: imageOf(therapy),
      helpsWith: helps.length > 0 ? list.format(helps.map((region) => t(`regions.${region}`))) : null,
    };
  });
  const changeRegions = (next: PainRegion[]) => {
    setRegions(next);
    const best = therapiesForRegions(next)
      .map((id) => therapies.findIndex((therapy) => therapy.id === id))
      .find((index) => index >= 0);
    if (best !== undefined) setCurrent(best);
  };
  const chosen = therapies.find((therapy) => therapy.id === chosenId);

  return (
    <Stack gap={48}>
      <Stack gap="md" component="section" aria-labelledby={`${id}-pain`}>
        <StepHeading number={1} id={`${id}-pain`}>
          {t('steps.pain')}
        </StepHeading>
        <PainPicker value={regions} onChange={changeRegions} matchCount={items.filter((item) => item.helpsWith).length} />
      </Stack>
      <Stack gap="md" component="section" aria-labelledby={`${id}-therapy`}>
        <StepHeading number={2} id={`${id}-therapy`}>
          {t('steps.therapy')}
        </StepHeading>
        <TherapyWheel
          items={items}
          current={Math.min(current, Math.max(items.length - 1, 0))}
          onCurrentChange={setCurrent}
          selectedId={chosen?.id ?? null}
          onSelect={setChosenId}
        />
      </Stack>
      <Stack gap="md" component="section" aria-labelledby={`${id}-duration`}>
        <StepHeading number={3} id={`${id}-duration`}>
          {t('steps.duration')}
        </StepHeading>
        {chosen ? (
          <DurationStep
            key={chosen.id}
            therapyId={chosen.id}
            therapyName={therapyText(chosen).name}
            arrangements={arrangements.filter((a) => chosen.arrangementIds.includes(a.id))}
          />
        ) : (
          <Text c="dimmed">{t('duration.pickTherapyFirst')}</Text>
        )}
      </Stack>
    </Stack>
  );
}
