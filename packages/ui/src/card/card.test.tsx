import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './card.tsx';

describe('Card', () => {
  it('Card renders as the requested element', () => {
    render(
      <Card as="article" aria-label="Quote">
        content
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Quote' }).textContent).toBe('content');
  });
});
