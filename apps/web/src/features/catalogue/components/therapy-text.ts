import type { PublicTherapy } from '@praxis/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type TherapyTexts = Pick<PublicTherapy, 'labelKey' | 'texts'>;

/**
 * A therapy's name, short and long text in `language`: staff's wording from the catalogue when
 * given, else the site's translations (`t` of the "therapies" namespace). A plain function, for
 * lists that need every therapy's texts at once.
 */
export function therapyTextOf(therapy: TherapyTexts, t: TFunction, language: string) {
  const own = therapy.texts[language as keyof typeof therapy.texts];
  const key = `therapies:items.${therapy.labelKey}`;
  const long = own?.long
    ? own.long
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
    : (t(`${key}.long`, { returnObjects: true }) as string[]);
  return {
    name: own?.name || t(`${key}.name`),
    short: own?.short || t(`${key}.short`),
    long: Array.isArray(long) ? long : [],
  };
}

/** The texts of one therapy in the current language (see `therapyTextOf`). */
export function useTherapyText(therapy: TherapyTexts) {
  const { t, i18n } = useTranslation('therapies');
  return therapyTextOf(therapy, t, i18n.language);
}
