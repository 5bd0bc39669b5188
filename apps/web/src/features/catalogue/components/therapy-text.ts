import type { PublicTherapy } from '@praxis/domain';
import { useTranslation } from 'react-i18next';

/**
 * A therapy's name, short and long text in the current language: staff's wording from the
 * catalogue when given, else the site's translations.
 */
export function useTherapyText(therapy: Pick<PublicTherapy, 'labelKey' | 'texts'>) {
  const { t, i18n } = useTranslation('therapies');
  const own = therapy.texts[i18n.language as keyof typeof therapy.texts];
  const key = `items.${therapy.labelKey}`;
  const long = own?.long ? own.long.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) : (t(`${key}.long`, { returnObjects: true }) as string[]);
  return {
    name: own?.name || t(`${key}.name`),
    short: own?.short || t(`${key}.short`),
    long: Array.isArray(long) ? long : [],
  };
}
