import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { CheckboxGrid } from '../checkbox-grid/checkbox-grid.tsx';
import { SwedishText } from './swedish-hyphens.tsx';

const SOFT_HYPHEN = '\u00ad';

describe('Swedish hyphenation', () => {
  it('gives long Swedish words soft hyphens where Swedish allows, and leaves the letters as they were', async () => {
    render(
      <h2>
        <SwedishText>Stambyte och badrumsrenovering</SwedishText>
      </h2>,
    );
    const heading = screen.getByRole('heading');
    await waitFor(() => expect(heading.textContent).toContain(SOFT_HYPHEN));
    expect(heading.textContent!.replaceAll(SOFT_HYPHEN, '')).toBe('Stambyte och badrumsrenovering');
    // never inside a short word
    expect(heading.textContent).toContain(' och ');
  });

  it('hyphenates the labels of a CheckboxGrid marked Swedish, no others', async () => {
    render(
      <CheckboxGrid
        legend="Tjänstekategorier"
        options={[
          { value: 'a', label: 'Fastighetsförvaltning', lang: 'sv' },
          { value: 'b', label: 'Fastighetsförvaltning' },
        ]}
        selected={[]}
        onChange={() => {}}
      />,
    );
    const labels = () => screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent!);
    await waitFor(() => expect(labels()[0]).toContain(SOFT_HYPHEN));
    expect(labels()[0]!.replaceAll(SOFT_HYPHEN, '')).toBe('Fastighetsförvaltning');
    expect(labels()[1]).toBe('Fastighetsförvaltning');
  });
});
