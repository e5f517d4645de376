import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../contract/constants';
import { useApp } from '../core/app-context';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages';
import { holdReadingPlace } from './reading-place';

/** A labelled select of every language the API lists, each named in itself. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, setLanguage } = useApp();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (!isLanguage(event.target.value)) return;
          // The page is drawn again in the new language where it stands: the reader keeps their place.
          holdReadingPlace();
          void setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code: Language) => (
          <option key={code} value={code} lang={code === 'zs' ? 'zh-Hans' : code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** v2 serves no Hungarian: catalogue names then come in English, and we say so. */
export function CatalogueLanguageNote() {
  const { t } = useTranslation();
  const { language, session } = useApp();
  if (language !== 'hu' || session?.client.version !== 'v2') return null;
  return (
    <p className="notice notice--quiet" role="note">
      {t('language.catalogueInEnglish')}
    </p>
  );
}
