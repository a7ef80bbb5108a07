import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { CheckboxGrid } from '../checkbox-grid/checkbox-grid.tsx';
import { SwedishText } from './swedish-hyphens.tsx';

const SOFT_HYPHEN = '\u00ad';

describe('Swedish hyphenation', () => {
  it('gives Swedish words of 12+ letters soft hyphens where Swedish allows, keeping their letters', async () => {
    render(
      <h2>
        <SwedishText>Stambyte och badrumsrenovering</SwedishText>
      </h2>,
    );
    const heading = screen.getByRole('heading');
    await waitFor(() => expect(heading.textContent).toContain(SOFT_HYPHEN));
    expect(heading.textContent!.replaceAll(SOFT_HYPHEN, '')).toBe('Stambyte och badrumsrenovering');
    // 'Stambyte' (8 letters) and 'och' are never broken
    expect(heading.textContent!.startsWith('Stambyte och ')).toBe(true);
  });

  it('never hyphenates a word under 12 letters', async () => {
    render(
      <>
        <h2>
          <SwedishText>Ventilation och takfönster</SwedishText>
        </h2>
        <h3>
          <SwedishText>Fastighetsförvaltning</SwedishText>
        </h3>
      </>,
    );
    // the long word shows the patterns have arrived
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 }).textContent).toContain(SOFT_HYPHEN));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ventilation och takfönster');
  });

  it('never hyphenates a category grid: a name with a word too long for a column takes two instead', async () => {
    render(
      <CheckboxGrid
        legend="Tjänstekategorier"
        options={[
          { value: 'a', label: 'Fastighetsförvaltning' },
          { value: 'b', label: 'Trädgård och utemiljö' },
          { value: 'c', label: 'Groundworks and paving' },
        ]}
        selected={[]}
        onChange={() => {}}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fastighetsförvaltning',
      'Trädgård och utemiljö',
      'Groundworks and paving',
    ]);
    expect(items.map((item) => /wideOnPhone/.test(item.className))).toEqual([true, false, true]);
    expect(items.map((item) => /(^|\s)\S*wide(?!OnPhone)\S*/.test(item.className))).toEqual([true, false, false]);
  });
});
