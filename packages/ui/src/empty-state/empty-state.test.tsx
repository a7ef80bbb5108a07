import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state.tsx';
import { Button } from '../button/button.tsx';

describe('EmptyState', () => {
  it('renders the empty state with its action', () => {
    render(
      <EmptyState
        title="No projects found"
        description="Try adjusting your filters or search terms"
        action={<Button>Clear all filters</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No projects found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeTruthy();
  });
});
