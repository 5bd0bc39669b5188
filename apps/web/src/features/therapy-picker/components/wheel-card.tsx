import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './therapy-wheel.module.css';

/** One therapy on the wheel, in the visitor's language. */
export interface WheelItem {
  id: number;
  name: string;
  short: string;
  /** None for a therapy the practice added without a picture. */
  image: string | undefined;
  /** The chosen pain regions it helps with, as one translated list; null when none. */
  helpsWith: string | null;
}

interface WheelCardProps {
  item: WheelItem;
  selected: boolean;
  tabIndex: number;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A therapy card on the wheel: a toggle button named by the therapy's name, the text it shows
 * (WCAG 2.5.3); the short text and the "helps with" tag describe it. They sit beside the button,
 * not in it, and the button's hit area covers the whole card, so a tap anywhere chooses it.
 */
export function WheelCard({ item, selected, tabIndex, onClick, ref }: WheelCardProps) {
  const { t } = useTranslation('picker');
  const id = useId();
  return (
    <div className={classes.card} data-selected={selected || undefined} data-highlighted={item.helpsWith ? true : undefined}>
      <button
        ref={ref}
        type="button"
        className={classes.hit}
        aria-describedby={item.helpsWith ? `${id}-helps ${id}-short` : `${id}-short`}
        aria-pressed={selected}
        tabIndex={tabIndex}
        onClick={onClick}
      >
        {/* A therapy without a picture keeps the picture's place. */}
        {item.image ? <img src={item.image} alt="" className={classes.image} draggable={false} /> : <span className={classes.image} />}
        <span className={classes.name}>{item.name}</span>
      </button>
      <span className={classes.short} id={`${id}-short`}>
        {item.short}
      </span>
      <span className={classes.tags}>
        {item.helpsWith ? (
          <span className={`${classes.tag} ${classes.helps}`} id={`${id}-helps`}>
            {t('wheel.helpsWith', { regions: item.helpsWith })}
          </span>
        ) : null}
        {selected ? <span className={`${classes.tag} ${classes.chosen}`}>{t('wheel.chosen')}</span> : null}
      </span>
    </div>
  );
}
