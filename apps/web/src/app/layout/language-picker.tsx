import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@praxis/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DeferredMenu } from '../../components/ui/deferred-menu.tsx';
import { rememberLanguage } from '../../lib/language.ts';

/**
 * Lists the languages by their own names; the choice is remembered and written to `?lang=`. The
 * button shows the code ("DE") and is named "DE – Sprache: Deutsch": the visible code starts the
 * name, so "click DE" works for voice control (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'de';

  const choose = (language: Language) => {
    rememberLanguage(language);
    void i18n.changeLanguage(language);
    const params = new URLSearchParams(location.search);
    params.set('lang', language);
    void navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace: true });
  };

  return (
    <DeferredMenu
      label={t('language.label')}
      entries={LANGUAGES.map((language) => ({
        key: language,
        label: LANGUAGE_NAMES[language],
        lang: language,
        current: language === current,
        onClick: () => choose(language),
      }))}
      target={
        <Button
          variant="subtle"
          size="compact-md"
          aria-label={t('language.current', { name: LANGUAGE_NAMES[current], code: current.toUpperCase() })}
          data-testid="language-picker"
        >
          {current.toUpperCase()}
        </Button>
      }
    />
  );
}
