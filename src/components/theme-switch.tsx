import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../core/app-context';
import { applyTheme, rememberTheme, themeInEffect, type ThemeChoice } from '../core/theme';

const CHOICES: ThemeChoice[] = ['auto', 'light', 'dark'];

/** Light, dark or auto (the system's), in the header; remembered on this device. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const { config } = useApp();
  // On the server, the choice it drew the page in (its configuration carries it); in the browser,
  // the one applied at start (the same, for a server-rendered page).
  const [choice, setChoice] = useState<ThemeChoice>(() => (typeof document === 'undefined' ? config.theme : themeInEffect().choice));
  return (
    <div className="theme-switch">
      <label htmlFor={id}>{t('theme.label')}</label>
      {/* On a phone the select is this icon (layout.css): the choice's words would not fit the header in every language. */}
      <span className="theme-switch__icon" aria-hidden="true" />
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          const next = event.target.value as ThemeChoice;
          if (!CHOICES.includes(next)) return;
          setChoice(next);
          applyTheme(next, themeInEffect().accent);
          rememberTheme(next);
        }}
      >
        {CHOICES.map((value) => (
          <option key={value} value={value}>
            {t(`theme.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
