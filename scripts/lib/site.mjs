import path from 'node:path';
import { contentSecurityPolicy, pageHashes } from './content-security-policy.mjs';
import { createStaticServer, listen } from './static-server.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

// the one port map (ARCHITECTURE.md's contract), shared with every app's build
import { appPorts as apps } from '@brf/mf-config/apps';

export { apps };
export const remoteApps = Object.keys(apps).filter((name) => name !== 'shell');

/** The Supabase CLI's local demo anon key (public by design). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.' +
  'CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function runtimeConfig({
  supabaseUrl = 'http://localhost:54321',
  supabaseAnonKey = LOCAL_ANON_KEY,
  testHooks,
} = {}) {
  return {
    supabaseUrl,
    supabaseAnonKey,
    remotes: Object.fromEntries(remoteApps.map((name) => [name, `http://localhost:${apps[name]}/mf-manifest.json`])),
    ...(testHooks ? { testHooks: true } : {}),
  };
}

/**
 * The policy production sends (scripts/lib/deploy-tree.mjs), for this Supabase and the remotes on their
 * own ports; the page's inline style allowed by its hash. With `onCspViolation`, browsers report to the shell.
 */
function sitePolicy({ supabaseUrl, root, onCspViolation }) {
  return contentSecurityPolicy({
    supabaseUrl,
    remoteOrigins: remoteApps.map((name) => `http://localhost:${apps[name]}`),
    inline: pageHashes(root),
    reportUri: onCspViolation ? `http://localhost:${apps.shell}/csp-report` : undefined,
  });
}

/**
 * Serves every app's dist/ on its port (shell 3000 with /config.json and the /api proxy), each with
 * the site's Content-Security-Policy. `onCspViolation` receives every violation a browser reports.
 * `stopApp`/`startApp` take one server down and bring it back (remote-down tests).
 */
export async function serveSite({
  config = runtimeConfig(),
  backendUrl = 'http://localhost:54321',
  only,
  onCspViolation,
} = {}) {
  const running = new Map();
  const names = only ?? Object.keys(apps);

  /** `root` serves another build of the app (a redeploy); without it, the app's own dist/. */
  async function startApp(name, root = path.join(ROOT, name, 'dist')) {
    if (running.has(name)) return;
    const isShell = name === 'shell';
    const server = createStaticServer({
      root,
      configJson: isShell ? () => config : undefined,
      proxyApiTo: isShell ? backendUrl : undefined,
      headers: {
        'Content-Security-Policy': sitePolicy({ supabaseUrl: config.supabaseUrl, root, onCspViolation }),
      },
      onCspReport: isShell ? onCspViolation : undefined,
    });
    running.set(name, await listen(server, apps[name]));
  }

  async function stopApp(name) {
    const handle = running.get(name);
    running.delete(name);
    await handle?.close();
  }

  try {
    for (const name of names) await startApp(name);
  } catch (error) {
    await Promise.all([...running.keys()].map(stopApp));
    throw error;
  }
  return {
    url: `http://localhost:${apps.shell}`,
    startApp,
    stopApp,
    stop: () => Promise.all([...running.keys()].map(stopApp)),
  };
}
