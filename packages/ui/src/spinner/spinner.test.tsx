import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('Spinner is a status with a label', () => {
    render(<Spinner label="Loading notifications..." showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Loading notifications...');
  });
});
