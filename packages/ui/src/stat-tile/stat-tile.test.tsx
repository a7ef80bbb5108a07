import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatTile } from './stat-tile.tsx';

describe('StatTile', () => {
  it('is a group named by its label, holding the value and hint', () => {
    render(<StatTile label="Average quote" value="45 000 kr" hint="of 5 quotes" />);
    const tile = screen.getByRole('group', { name: 'Average quote' });
    expect(tile.textContent).toContain('45 000 kr');
    expect(tile.textContent).toContain('of 5 quotes');
  });
});
