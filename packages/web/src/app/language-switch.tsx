import { NativeSelect } from '@mantine/core';
import { LANGUAGES, type Language } from '@stroomlijn/domain';
import { useErrorDialog } from '../components';
import { saveLanguage } from '../features/security';
import { currentLanguage, isLanguage, preloadLanguages, setLanguage } from '../lib/i18n';
import { markChosenSignedOut } from '../lib/language';
import { useSession } from '../lib/session';
import { useTranslation } from '../lib/translation';

/**
 * English / Nederlands; the choice is remembered in local storage and, when signed in, saved for the
 * user on the server: their emails are written in it and a sign-in in another browser starts in it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { info } = useSession();
  const showError = useErrorDialog();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  const choose = (language: Language) => {
    void setLanguage(language);
    if (info) saveLanguage(language).catch(showError);
    else markChosenSignedOut();
  };

  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      value={value}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      // Only the current language's texts load with the page; the others come when the switch is
      // approached, so that choosing one changes the page at once.
      onPointerEnter={() => void preloadLanguages()}
      onFocus={() => void preloadLanguages()}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) choose(next);
      }}
    />
  );
}
