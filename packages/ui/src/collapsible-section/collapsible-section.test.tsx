import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { CollapsibleSection } from './collapsible-section.tsx';

describe('CollapsibleSection', () => {
  it('is collapsed by default and shows its count', () => {
    render(
      <CollapsibleSection title="Read notifications" count={3}>
        <p>Old item</p>
      </CollapsibleSection>,
    );
    const toggle = screen.getByRole('button', { name: 'Read notifications (3)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Old item')).toBeNull();
  });

  it('expands into a labelled region', () => {
    render(
      <CollapsibleSection title="Description">
        <p>Roof repair</p>
      </CollapsibleSection>,
    );
    const toggle = screen.getByRole('button', { name: 'Description' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Description' });
    expect(region.textContent).toBe('Roof repair');
    expect(toggle.getAttribute('aria-controls')).toBe(region.id);
  });

  it('can start open and be controlled', () => {
    const onOpenChange = vi.fn();
    render(
      <CollapsibleSection
        title="Attachments"
        open
        onOpenChange={onOpenChange}
        actions={<button type="button">Add</button>}
      >
        files
      </CollapsibleSection>,
    );
    expect(screen.getByText('files')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Attachments' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByText('files')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});
