import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A calendar week one may choose, e.g. { value: "2026-W48", label: "KW 48 · 23.–29.11." }. */
export type WeekOption = { value: string; label: string };

export interface WeekSelectProps {
  data: WeekOption[];
  value: string[];
  onChange: (weeks: string[]) => void;
  /** Focused as it appears (it replaces a stand-in the user just focused or tapped). */
  autoFocus?: boolean;
}

/** The calendar weeks to show, searchable; none chosen: every week. */
export function WeekSelect({ data, value, onChange, autoFocus = false }: WeekSelectProps) {
  const { t } = useTranslation('booking');
  return (
    <MultiSelect
      label={t('filters.weeks')}
      placeholder={value.length === 0 ? t('filters.allWeeks') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common:clearSelection') }}
      maxDropdownHeight={280}
      nothingFoundMessage={t('filters.noWeek')}
      autoFocus={autoFocus}
    />
  );
}
