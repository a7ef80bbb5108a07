import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from './popover.tsx';

function Menu({ label }: { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Popover id="register-menu" open={open} onOpenChange={setOpen} trigger="Register" panelLabel={label}>
        <a href="/register-brf">Register BRF</a>
        <a href="/register-service-provider">Register Service Provider</a>
        <button type="button">Sign Out</button>
      </Popover>
      <p>outside</p>
    </div>
  );
}

describe('Popover', () => {
  it('toggles a panel the button controls and says whether it is open', async () => {
    render(<Menu />);
    const toggle = screen.getByRole('button', { name: 'Register' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('register-menu');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('register-menu')).not.toBeNull();
    await userEvent.click(toggle);
    expect(document.getElementById('register-menu')).toBeNull();
  });

  it('keyboard: Enter opens, arrows move through the items, Escape closes and refocuses the toggle', async () => {
    render(<Menu />);
    const toggle = screen.getByRole('button', { name: 'Register' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Register BRF' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Register Service Provider' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Register BRF' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('register-menu')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('a pointer press outside closes it; a press inside does not', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(document.getElementById('register-menu')).not.toBeNull();
    await userEvent.click(screen.getByText('outside'));
    expect(document.getElementById('register-menu')).toBeNull();
  });

  it('a labelled panel is a region with that name', async () => {
    render(<Menu label="Notifications" />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('region', { name: 'Notifications' }).id).toBe('register-menu');
  });
});
