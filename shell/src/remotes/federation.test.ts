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
    await expect(loadExposed({ remote: 'mf-admin', module: 'AdminDashboardPage' }, true)).resolves.toBeTypeOf(
      'function',
    );
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_admin', entry: 'http://localhost:3005/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('a module without a default export is a failed load', async () => {
    loadRemote.mockResolvedValueOnce({});
    await expect(loadExposed({ remote: 'mf-quotes', module: 'QuotesSection' })).rejects.toThrow(
      'mf-quotes did not provide QuotesSection',
    );
  });
});

describe('route prefetch', () => {
  it('loads the module once and hands the route props to its prefetch; the page gets the same load', async () => {
    const prefetch = vi.fn();
    const Page = () => null;
    loadRemote.mockClear().mockResolvedValueOnce({ default: Page, prefetch });
    const { prefetchExposed } = await import('./federation.ts');
    await prefetchExposed({ remote: 'mf-projects', module: 'ProjectDetailPage' }, { projectId: 'p-1' });
    expect(prefetch).toHaveBeenCalledWith({ projectId: 'p-1' });
    await expect(loadExposed({ remote: 'mf-projects', module: 'ProjectDetailPage' })).resolves.toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("renders the module once its prefetch's first data is in, so it does not show its skeleton first", async () => {
    let arrive!: () => void;
    const prefetch = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    loadRemote.mockClear().mockResolvedValueOnce({ default: () => null, prefetch });
    const { prefetchExposed } = await import('./federation.ts');
    await prefetchExposed({ remote: 'mf-quotes', module: 'YourQuote' }, { projectId: 'p-2' });
    let shown = false;
    const region = loadExposed({ remote: 'mf-quotes', module: 'YourQuote' }).then(() => (shown = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toBe(false);
    arrive();
    await region;
    expect(shown).toBe(true);
  });

  it('waits for slow first data only briefly, then renders (the module shows its own skeleton)', async () => {
    loadRemote.mockClear().mockResolvedValueOnce({ default: () => null, prefetch: () => new Promise(() => undefined) });
    const { prefetchExposed, FIRST_DATA_WAIT_MS } = await import('./federation.ts');
    await prefetchExposed({ remote: 'mf-messaging', module: 'ProjectMessages' }, { projectId: 'p-3' });
    const started = Date.now();
    await loadExposed({ remote: 'mf-messaging', module: 'ProjectMessages' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_DATA_WAIT_MS - 5);
  });

  it('renders the module once its declared catalogue has arrived, so its first render does not suspend', async () => {
    const { defineCatalogue, isCatalogueLoaded } = await import('@brf/i18n');
    let arrive!: (messages: { default: Record<string, string> }) => void;
    const catalogue = {
      en: () => new Promise<{ default: Record<string, string> }>((resolve) => (arrive = resolve)),
      sv: () => Promise.resolve({ default: {} }),
    };
    // the module's code declares its namespace when it runs (here: when the remote is loaded)
    loadRemote.mockClear().mockImplementationOnce(async () => {
      defineCatalogue('late-remote', catalogue);
      return { default: () => null };
    });
    let shown = false;
    const region = loadExposed({ remote: 'mf-accounts', module: 'ProfilePage' }).then(() => (shown = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toBe(false);
    arrive({ default: { title: 'Late' } });
    await region;
    expect(isCatalogueLoaded(defineCatalogue('late-remote', catalogue), 'en')).toBe(true);
  });
});
