import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@brf/i18n';
import { RouteTitle } from './route-title.tsx';

const titleAt = async (path: string) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteTitle />
    </MemoryRouter>,
  );
  await act(async () => {});
  return document.title;
};

describe('tab titles', () => {
  it('each route has its own, a pattern route too, and an unknown path says not found', async () => {
    expect(await titleAt('/login')).toBe('Login · BRF Marketplace');
    expect(await titleAt('/register-brf')).toBe('Register BRF · BRF Marketplace');
    expect(await titleAt('/projects/p-42/submit-quote')).toBe('Submit Your Quote · BRF Marketplace');
    expect(await titleAt('/projects/p-42/decision')).toBe('Decision pack · BRF Marketplace');
    expect(await titleAt('/nowhere')).toBe('Page not found · BRF Marketplace');
  });

  it('follows the language shown', async () => {
    await act(() => setLanguage('sv', { remember: false }));
    expect(await titleAt('/login')).toBe('Logga in · BRF-marknaden');
    await act(() => setLanguage('en', { remember: false }));
  });
});

describe('descriptions', () => {
  const descriptionAt = async (path: string) => {
    await titleAt(path);
    return document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
  };

  it("a public page describes itself in the language shown; the others share the site's", async () => {
    expect(await descriptionAt('/login')).toBe('Sign in to BRF Marketplace to manage your projects and quotes.');
    expect(await descriptionAt('/projects')).toBe(
      'A marketplace where Swedish housing cooperatives publish procurement projects and service providers send ' +
        'binding quotes.',
    );
    await act(() => setLanguage('sv', { remember: false }));
    expect(await descriptionAt('/register-brf')).toBe(
      'Registrera er bostadsrättsförening för att publicera upphandlingar.',
    );
    await act(() => setLanguage('en', { remember: false }));
  });
});
