import type { PublicTherapist } from '@praxis/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cachedIn } from '../../../lib/cached.ts';
import classes from './therapist-choice.module.css';

interface TherapistChoiceProps {
  /** The therapists who offer the therapy in the chosen duration (two or more). */
  therapists: readonly PublicTherapist[];
  /** The chosen therapist's id; null: any. */
  value: number | null;
  onChange: (therapistId: number | null) => void;
}

/** "Deutsch, Englisch und Französisch": the language codes named in the reader's language. */
function languageList(codes: readonly string[], uiLanguage: string): string {
  const { names, list } = languageFormats(uiLanguage);
  const named = codes.map((code) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  });
  return list.format(named);
}

// Made once per UI language: each costs milliseconds on a phone, and every therapist's card asks.
const formats = new Map<string, { names: Intl.DisplayNames | null; list: Intl.ListFormat }>();
const languageFormats = (uiLanguage: string) =>
  cachedIn(formats, uiLanguage, () => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([uiLanguage], { type: 'language' });
    } catch {
      // An unknown UI language: the codes as they are.
    }
    return { names, list: new Intl.ListFormat(uiLanguage, { type: 'conjunction' }) };
  });

/**
 * Whom to book with: any therapist (the default) or one of those offering the therapy, each with
 * photo (or initials), name and spoken languages. A fieldset of native radios: arrow keys move
 * between the options, and each is named by its name alone, its languages its description.
 */
export function TherapistChoice({ therapists, value, onChange }: TherapistChoiceProps) {
  const { t, i18n } = useTranslation('booking');
  const name = useId();
  return (
    <fieldset className={classes.choice} data-testid="therapist-choice">
      <legend className={classes.legend}>{t('therapist.legend')}</legend>
      <div className={classes.options}>
        <Option name={name} value="any" checked={value === null} onChange={() => onChange(null)} title={t('therapist.any')} detail={t('therapist.anyHint')}>
          <span className={classes.picture} aria-hidden="true">
            <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
              <circle cx={9} cy={8} r={3.2} />
              <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
              <circle cx={16.5} cy={9} r={2.6} />
              <path d="M16.2 14.2c2.3.2 3.8 1.8 4.3 4.8" />
            </svg>
          </span>
        </Option>
        {therapists.map((therapist) => (
          <Option
            key={therapist.id}
            name={name}
            value={String(therapist.id)}
            checked={value === therapist.id}
            onChange={() => onChange(therapist.id)}
            title={`${therapist.firstName} ${therapist.lastName}`}
            detail={therapist.languages.length > 0 ? t('therapist.languages', { languages: languageList(therapist.languages, i18n.language) }) : null}
          >
            {therapist.photoUrl ? (
              <img className={classes.picture} src={therapist.photoUrl} alt="" width={44} height={44} loading="lazy" decoding="async" />
            ) : (
              <span className={classes.picture} aria-hidden="true">
                {`${therapist.firstName[0] ?? ''}${therapist.lastName[0] ?? ''}`}
              </span>
            )}
          </Option>
        ))}
      </div>
    </fieldset>
  );
}

interface OptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail: string | null;
  /** The round picture: photo, initials or the "any" sign. */
  children: ReactNode;
}

function Option({ name, value, checked, onChange, title, detail, children }: OptionProps) {
  const id = useId();
  return (
    <label className={classes.option} data-testid={`therapist-option-${value}`}>
      <input
        type="radio"
        className={classes.radio}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-name`}
        aria-describedby={detail ? `${id}-detail` : undefined}
      />
      {children}
      <span className={classes.text}>
        <span id={`${id}-name`} className={classes.name}>
          {title}
        </span>
        {detail ? (
          <span id={`${id}-detail`} className={classes.detail}>
            {detail}
          </span>
        ) : null}
      </span>
    </label>
  );
}
