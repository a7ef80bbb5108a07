import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { defineCatalogue, LANGUAGE_STORAGE_KEY, RichText, setLanguage, startI18n, useTranslation } from './index.ts';

const fixtures = defineCatalogue('fixtures', {
  en: () => import('./test-fixtures/locales/en.json'),
  sv: () => import('./test-fixtures/locales/sv.json'),
});

function Greeting() {
  const { t } = useTranslation(fixtures);
  return (
    <p>
      {t('greeting', { name: 'Anna' })} · {t('days', { count: 2 })} ·{' '}
      <RichText text={t('terms')} tags={{ terms: (label) => <a href="/terms-of-service">{label}</a> }} />
    </p>
  );
}

describe('one i18n instance', () => {
  beforeAll(() => startI18n());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows a namespace once its file for the active language arrives, then switches without a reload', async () => {
    await act(() => setLanguage('en', { remember: false }));
    render(
      <Suspense fallback={<span>loading</span>}>
        <Greeting />
      </Suspense>,
    );
    expect(await screen.findByText(/Hello Anna/)).toHaveProperty(
      'textContent',
      'Hello Anna · 2 days left · I agree to the Terms of Service',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');

    await act(() => setLanguage('sv'));
    const greeting = screen.getByText(/Hej Anna/);
    expect(greeting.textContent).toBe('Hej Anna · 2 dagar kvar · Jag godkänner användarvillkoren');
    expect(document.documentElement.lang).toBe('sv');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
  });
});
