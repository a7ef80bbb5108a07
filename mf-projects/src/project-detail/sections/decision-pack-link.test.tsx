import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@brf/i18n';
import { DecisionPackLink } from './decision-pack-link.tsx';

const renderLink = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <DecisionPackLink projectId="p-42" />
      </Suspense>
    </MemoryRouter>,
  );

describe("the board's link to its decision pack", () => {
  it('leads to /projects/:id/decision, named in the language shown', async () => {
    renderLink();
    const link = await screen.findByRole('link', { name: 'Decision pack' });
    expect(link.getAttribute('href')).toBe('/projects/p-42/decision');
    await act(() => setLanguage('sv', { remember: false }));
    try {
      expect(await screen.findByRole('link', { name: 'Beslutsunderlag' })).toBeTruthy();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
