import { weekdayName, type PublicSettings } from '@praxis/domain';
import { useTranslation } from 'react-i18next';

/**
 * Opening hours Monday first, closed days marked. A plain table: it is in every page's footer, and
 * Mantine's table brings its scroll container's code along.
 */
export function OpeningHours({ hours }: { hours: PublicSettings['openingHours'] }) {
  const { t, i18n } = useTranslation();
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0];
  return (
    <table className="opening-hours" data-testid="opening-hours">
      <tbody>
        {mondayFirst.map((weekday) => {
          const ranges = hours.filter((h) => h.weekday === weekday);
          return (
            <tr key={weekday}>
              <td>{weekdayName(weekday, i18n.language)}</td>
              <td>{ranges.length ? ranges.map((r) => `${r.from}–${r.to}`).join(', ') : t('contact.closed')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
