import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadSwedishHyphens, SwedishText } from './swedish-hyphens.tsx';

describe('Swedish hyphenation, preloaded', () => {
  it('renders a long Swedish word with its soft hyphens the first time once the patterns were preloaded', async () => {
    await preloadSwedishHyphens();
    render(
      <h2>
        <SwedishText>Fastighetsförvaltning</SwedishText>
      </h2>,
    );
    // no waiting: the first render already has them
    expect(screen.getByRole('heading').textContent).toContain('\u00ad');
  });
});
