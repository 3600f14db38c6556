import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { addFeatureStrings } from './feature-strings';

beforeEach(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'de',
    fallbackLng: 'de',
    resources: {},
    showSupportNotice: false,
  });
});

describe('feature strings', () => {
  it('adds German and English under the feature namespace', async () => {
    addFeatureStrings('demoFeature', { de: { title: 'Kunden' }, en: { title: 'Clients' } });
    expect(i18next.t('demoFeature:title')).toBe('Kunden');
    await i18next.changeLanguage('en');
    expect(i18next.t('demoFeature:title')).toBe('Clients');
  });

  it('keeps the strings already there when asked again', () => {
    addFeatureStrings('keptFeature', { de: { title: 'Erst' }, en: { title: 'First' } });
    addFeatureStrings('keptFeature', { de: { title: 'Zweit' }, en: { title: 'Second' } });
    expect(i18next.t('keptFeature:title')).toBe('Erst');
  });
});
