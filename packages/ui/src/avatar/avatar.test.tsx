import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('Avatar shows its letter with an accessible name', () => {
    render(<Avatar letter="A" label="Anna Svensson" />);
    expect(screen.getByRole('img', { name: 'Anna Svensson' }).textContent).toBe('A');
  });
});
