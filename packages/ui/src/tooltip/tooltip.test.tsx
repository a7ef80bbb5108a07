import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip.tsx';
import { Button } from '../button/button.tsx';

describe('Tooltip', () => {
  it('describes a disabled button through a focusable wrapper', () => {
    render(
      <Tooltip text="You can award only after the submission deadline has passed">
        <Button disabled>Award</Button>
      </Tooltip>,
    );
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('You can award only after the submission deadline has passed');
    expect(tooltip.parentElement!.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.parentElement!.tabIndex).toBe(0);
  });
  it('renders the children alone without text', () => {
    render(
      <Tooltip text={null}>
        <Button>Save</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
