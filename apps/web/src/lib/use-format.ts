import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatters, type Formatters } from './format.ts';

/** The formatting helpers of `format.ts` bound to the current UI language. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formatters(i18n.language), [i18n.language]);
}
