import { NativeSelect } from '@mantine/core';
import { LANGUAGES } from '@stroomlijn/domain';
import { currentLanguage, isLanguage, preloadLanguages, setLanguage } from '../lib/i18n';
import { useTranslation } from '../lib/translation';

/** English / Nederlands; the choice is remembered in local storage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
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
        if (isLanguage(next)) void setLanguage(next);
      }}
    />
  );
}
