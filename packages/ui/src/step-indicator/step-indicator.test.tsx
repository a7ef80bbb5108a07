import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StepIndicator } from './step-indicator.tsx';

describe('StepIndicator', () => {
  it('StepIndicator marks the current step', () => {
    render(<StepIndicator steps={['Personal Information', 'BRF Organization']} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.getAttribute('aria-current')).toBeNull();
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(items[1]!.textContent).toContain('BRF Organization');
    expect(screen.getByRole('navigation', { name: 'Registration progress' })).toBeTruthy();
  });
});
