import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InlineAlert } from './inline-alert.tsx';

describe('InlineAlert', () => {
  it('uses alert for errors and status otherwise', () => {
    render(<InlineAlert tone="error">Verification did not elevate session. Try again.</InlineAlert>);
    expect(screen.getByRole('alert').textContent).toBe('Verification did not elevate session. Try again.');
  });
});
