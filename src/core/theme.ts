import type { RuntimeConfig } from '../../contract/runtime-config';
import { THEME_COOKIE } from '../../contract/ssr';
import { rememberCookie } from '../i18n/i18n';

/**
 * Light or dark, and the accent colour: from the URL (`?theme=dark&accent=0b63ce`, for
 * embedding), else the deployment's configuration, else the system preference. Applied to
 * `<html>` as `data-theme` and the `--accent` custom property.
 */

export type ThemeChoice = 'light' | 'dark' | 'auto';

const HEX = /^#?([0-9a-fA-F]{6})$/;

export function themeFromUrl(search: string): { theme?: ThemeChoice; accent?: string } {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  const accent = HEX.exec(params.get('accent') ?? '')?.[1];
  return {
    theme: theme === 'light' || theme === 'dark' || theme === 'auto' ? theme : undefined,
    accent: accent ? `#${accent}` : undefined,
  };
}

let mediaCleanup: (() => void) | undefined;
let applied: { choice: ThemeChoice; accent?: string | null } = { choice: 'auto' };

/** The choice in effect (light, dark or auto) and its accent. */
export function themeInEffect() {
  return applied;
}

export function applyTheme(choice: ThemeChoice, accent?: string | null) {
  applied = { choice, accent };
  const root = document.documentElement;
  mediaCleanup?.();
  mediaCleanup = undefined;
  if (choice === 'auto') {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    const update = () => {
      root.dataset.theme = query?.matches ? 'dark' : 'light';
    };
    update();
    query?.addEventListener('change', update);
    mediaCleanup = () => query?.removeEventListener('change', update);
  } else {
    root.dataset.theme = choice;
  }
  const hex = accent ? HEX.exec(accent)?.[1] : undefined;
  if (hex) {
    root.style.setProperty('--accent', `#${hex}`);
    root.style.setProperty('--on-accent', readableOn(hex));
    // Links and button text follow the accent too, at a lightness that keeps AA contrast (layout.css).
    root.dataset.accent = '';
  } else {
    root.style.removeProperty('--accent');
    root.style.removeProperty('--on-accent');
    delete root.dataset.accent;
  }
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast against white is (1.05)/(L+0.05); against black (L+0.05)/0.05.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

const STORAGE_KEY = 'vtdb.theme';

/** The reader's own choice from the header's switch, remembered on this device. */
export function rememberedTheme(): ThemeChoice | undefined {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved === 'light' || saved === 'dark' || saved === 'auto' ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function rememberTheme(choice: ThemeChoice) {
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Applied for this visit only.
  }
  // The server reads it from a cookie, so the next page is drawn in this theme from its first byte.
  rememberCookie(THEME_COOKIE, choice);
}

/** The URL (a host's widget) first, then the reader's remembered choice, then the deployment's. */
export function initialTheme(config: RuntimeConfig, search: string) {
  const fromUrl = themeFromUrl(search);
  applyTheme(fromUrl.theme ?? rememberedTheme() ?? config.theme, fromUrl.accent ?? config.accent);
}
