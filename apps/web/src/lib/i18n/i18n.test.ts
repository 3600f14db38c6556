import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import deApp from './locales/de/app.json';
import enApp from './locales/en/app.json';
import { changeLanguage, currentLanguage, getStoredLanguage, initI18n, LANGUAGE_STORAGE_KEY } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value == null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('i18n', () => {
  it('starts in German with both namespaces', async () => {
    const instance = await initI18n(i18next.createInstance());
    expect(currentLanguage(instance)).toBe('de');
    expect(instance.t('app:notAvailable.title')).toBe('Noch nicht verfügbar');
    expect(instance.hasResourceBundle('de', 'shell')).toBe(true);
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches to English, loading its strings, and remembers the choice', async () => {
    const instance = await initI18n(i18next.createInstance());
    await changeLanguage('en', instance);
    expect(currentLanguage(instance)).toBe('en');
    expect(instance.t('app:notAvailable.title')).toBe('Not available yet');
    expect(instance.hasResourceBundle('en', 'shell')).toBe(true);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await changeLanguage('de', instance);
    expect(instance.t('app:notAvailable.title')).toBe('Noch nicht verfügbar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(getStoredLanguage()).toBe('en');
    const instance = await initI18n(i18next.createInstance());
    expect(currentLanguage(instance)).toBe('en');
    expect(instance.t('app:routes.home')).toBe('Home');
  });

  it('falls back to German for an unknown remembered language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(getStoredLanguage()).toBe('de');
  });

  it('keeps the SPEC strings exact and the English strings complete', () => {
    expect(keysOf(enApp).sort()).toEqual(keysOf(deApp).sort());
    expect(deApp.notAvailable.title).toBe('Noch nicht verfügbar');
    expect(deApp.account.signInAgain).toBe('Erneut anmelden');
  });
});
