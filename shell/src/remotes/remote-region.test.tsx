import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: vi.fn() }));

const { RemoteRegion } = await import('./remote-region.tsx');

function LoginPage() {
  return <h1>Sign in to your account</h1>;
}

function Exploding(): never {
  throw new Error('remote bug');
}

describe('RemoteRegion', () => {
  it('shows a fallback with Retry when the remote cannot be loaded, and Retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockRejectedValueOnce(new Error('server down')).mockResolvedValueOnce({ default: LoginPage });
    render(
      <MemoryRouter>
        <RemoteRegion target={{ remote: 'mf-accounts', module: 'LoginPage' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('mf_accounts/LoginPage');
  });

  it('catches a render error inside the remote and names the widget', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockResolvedValueOnce({ default: Exploding });
    render(
      <MemoryRouter>
        <p>Project title</p>
        <RemoteRegion target={{ remote: 'mf-quotes', module: 'QuotesSection' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Quotes could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Project title')).toBeTruthy();
  });
});
