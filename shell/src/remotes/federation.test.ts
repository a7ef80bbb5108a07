import { describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn();
const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote }));

const { registerRemotesFromConfig, loadExposed } = await import('./federation.ts');

describe('runtime composition', () => {
  it('registers every remote from /config.json, relative manifest URLs made absolute, nothing loaded', () => {
    registerRemotesFromConfig({
      supabaseUrl: 'http://localhost:54321',
      supabaseAnonKey: 'anon-key-anon-key-anon-key',
      remotes: {
        'mf-accounts': '/mf-accounts/1.4.2/mf-manifest.json',
        'mf-projects': 'http://localhost:3002/mf-manifest.json',
        'mf-quotes': 'http://localhost:3003/mf-manifest.json',
        'mf-messaging': 'http://localhost:3004/mf-manifest.json',
        'mf-admin': 'http://localhost:3005/mf-manifest.json',
      },
    });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_accounts', entry: `${location.origin}/mf-accounts/1.4.2/mf-manifest.json` },
      { name: 'mf_projects', entry: 'http://localhost:3002/mf-manifest.json' },
      { name: 'mf_quotes', entry: 'http://localhost:3003/mf-manifest.json' },
      { name: 'mf_messaging', entry: 'http://localhost:3004/mf-manifest.json' },
      { name: 'mf_admin', entry: 'http://localhost:3005/mf-manifest.json' },
    ]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('a retry re-registers the remote so a failed attempt is not cached', async () => {
    loadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: () => null });
    await expect(loadExposed({ remote: 'mf-admin', module: 'AdminDashboardPage' })).rejects.toThrow('down');
    await expect(loadExposed({ remote: 'mf-admin', module: 'AdminDashboardPage' }, true)).resolves.toBeTypeOf('function');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_admin', entry: 'http://localhost:3005/mf-manifest.json' }], {
      force: true,
    });
  });

  it('a module without a default export is a failed load', async () => {
    loadRemote.mockResolvedValueOnce({});
    await expect(loadExposed({ remote: 'mf-quotes', module: 'QuotesSection' })).rejects.toThrow('mf-quotes did not provide QuotesSection');
  });
});

describe('route prefetch', () => {
  it('loads the module once and hands the route props to its prefetch; the page gets the same load', async () => {
    const prefetch = vi.fn();
    const Page = () => null;
    loadRemote.mockClear().mockResolvedValueOnce({ default: Page, prefetch });
    const { prefetchExposed } = await import('../routes/route-preload.ts');
    await prefetchExposed({ remote: 'mf-projects', module: 'ProjectDetailPage' }, { projectId: 'p-1' });
    expect(prefetch).toHaveBeenCalledWith({ projectId: 'p-1' });
    await expect(loadExposed({ remote: 'mf-projects', module: 'ProjectDetailPage' })).resolves.toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
