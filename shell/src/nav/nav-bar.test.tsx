import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSessionStore } from '@brf/supabase/session';
import { exampleSessionUser } from '@brf/contracts/fixtures';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(async () => ({ default: () => <p>Panel from mf-messaging</p> })),
  registerRemotes: vi.fn(),
}));

const { NavBar } = await import('./nav-bar.tsx');

const anna = { ...exampleSessionUser, id: 'u1' };

function renderBar() {
  return render(
    <MemoryRouter>
      <NavBar />
      <main>page</main>
    </MemoryRouter>,
  );
}

beforeEach(() => useSessionStore.setState({ user: null, aal: null, loading: false, unreadCount: 0 }));

describe('NavBar', () => {
  it('logged out: Login and the Register dropdown, logo to /', async () => {
    renderBar();
    expect(screen.getAllByRole('link', { name: 'BRF Marketplace' })[0].getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('link', { name: 'Register BRF' }).getAttribute('href')).toBe('/register-brf');
    await userEvent.click(screen.getByText('page'));
    expect(screen.queryByRole('link', { name: 'Register BRF' })).toBeNull();
  });

  it('logged in: bell with 99+, panel content from mf-messaging, logo to /projects', async () => {
    useSessionStore.setState({ user: anna, aal: 'aal1', unreadCount: 150 });
    renderBar();
    expect(screen.getByRole('link', { name: 'BRF Marketplace' }).getAttribute('href')).toBe('/projects');
    const bell = await screen.findByRole('button', { name: 'Notifications, 150 unread' });
    expect(bell.textContent).toBe('99+');
    await userEvent.click(bell);
    expect(await screen.findByText('Panel from mf-messaging')).toBeTruthy();
  });

  it('the open notification panel closes when the user goes (signed out elsewhere)', async () => {
    useSessionStore.setState({ user: anna, aal: 'aal1', unreadCount: 2 });
    renderBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText('Panel from mf-messaging')).toBeTruthy();
    act(() => useSessionStore.setState({ user: null, aal: null, unreadCount: 0 }));
    expect(screen.queryByText('Panel from mf-messaging')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    // signing in again does not bring the old panel back open
    act(() => useSessionStore.setState({ user: anna, aal: 'aal1', unreadCount: 0 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText('Panel from mf-messaging')).toBeNull();
  });

  it('profile dropdown: full name and its entries; Admin only for admins', async () => {
    useSessionStore.setState({ user: anna, aal: 'aal1' });
    const { unmount } = renderBar();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna Berg' }));
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification Settings' }).getAttribute('href')).toBe(
      '/notification-settings',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    unmount();
    useSessionStore.setState({ user: { ...anna, role: 'admin' }, aal: 'aal2' });
    renderBar();
    expect(screen.getAllByRole('link', { name: 'Admin' })[0].getAttribute('href')).toBe('/admin/dashboard');
  });

  it('switches the language without a reload, names the other language in itself, and remembers it', async () => {
    renderBar();
    const toSwedish = screen.getAllByRole('button', { name: /Svenska/ })[0]!;
    expect(toSwedish.getAttribute('lang')).toBe('sv');
    await userEvent.click(toSwedish);
    expect(await screen.findByRole('link', { name: 'Logga in' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Huvudmeny' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sv');
    expect(localStorage.getItem('brf.language')).toBe('sv');
    await userEvent.click(screen.getAllByRole('button', { name: /English/ })[0]!);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    localStorage.clear();
  });
});
