import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: vi.fn() }));

const { RemoteRegion } = await import('./remote-region.tsx');
const { keepPrerenderedPage } = await import('../boot/prerendered-page.ts');

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

  it("keeps a prerendered page's own nodes, inert, in the page's place until the page has rendered, once", async () => {
    const root = document.createElement('div');
    root.dataset.prerendered = '/login';
    const main = document.createElement('main');
    main.setAttribute('inert', '');
    const heading = document.createElement('h1');
    heading.textContent = 'Sign in to your account';
    const link = document.createElement('p');
    link.textContent = 'Forgot password?';
    main.append(heading, link);
    root.append(document.createElement('nav'), main);
    const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
    const written = vi.fn();
    Object.defineProperty(Element.prototype, 'innerHTML', { ...innerHtml, set: written });
    keepPrerenderedPage(root);
    let arrive: (module: { default: typeof LoginPage }) => void = () => undefined;
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const { container, unmount } = render(
      <MemoryRouter initialEntries={['/login']}>
        <RemoteRegion target={{ remote: 'mf-accounts', module: 'LoginPage' }} />
      </MemoryRouter>,
    );
    Object.defineProperty(Element.prototype, 'innerHTML', innerHtml as PropertyDescriptor);
    const copy = container.querySelector('[inert]');
    expect(copy?.textContent).toBe('Sign in to your accountForgot password?');
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    // the document's own nodes, moved: no HTML written out and parsed again
    expect(copy?.firstChild).toBe(heading);
    expect(copy?.lastChild).toBe(link);
    expect(written).not.toHaveBeenCalled();
    arrive({ default: LoginPage });
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(container.querySelector('[inert]')).toBeNull();
    unmount();

    loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const again = render(
      <MemoryRouter initialEntries={['/login']}>
        <RemoteRegion target={{ remote: 'mf-accounts', module: 'LoginPage' }} />
      </MemoryRouter>,
    );
    expect(again.container.querySelector('[inert]')).toBeNull();
    expect(again.container.querySelector('[data-remote-loading="mf-accounts"]')).toBeTruthy();
  });
});
