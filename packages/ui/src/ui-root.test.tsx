import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { UiRoot } from './ui-root.tsx';

describe('UiRoot', () => {
  it('UiRoot carries the token class', () => {
    const { container } = render(<UiRoot>x</UiRoot>);
    expect((container.firstChild as HTMLElement).className).not.toBe('');
  });
});
