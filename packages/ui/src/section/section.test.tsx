import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Section } from './section.tsx';

describe('Section', () => {
  it('is a region named by its h2', () => {
    render(
      <Section title="Quotes" titleId="quotes-p1" data-page="quotes-section">
        <p>content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Quotes' });
    expect(screen.getByRole('heading', { level: 2, name: 'Quotes' }).id).toBe('quotes-p1');
    expect(region.dataset.page).toBe('quotes-section');
    expect(region.textContent).toBe('Quotescontent');
  });

  it('without a title it has no heading and no name (a loading stand-in)', () => {
    const { container } = render(<Section aria-busy="true">loading</Section>);
    const section = container.querySelector('section')!;
    expect(section.hasAttribute('aria-labelledby')).toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
