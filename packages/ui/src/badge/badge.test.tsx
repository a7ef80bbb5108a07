import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('Badge renders its text', () => {
    render(
      <Badge tone="count" pulse>
        99+
      </Badge>,
    );
    expect(screen.getByText('99+')).toBeTruthy();
  });
});
