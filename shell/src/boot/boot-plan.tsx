/**
 * The boot plan: what the site loads, and when. This module decides it; the others only carry
 * it out. A step is here because a paired comparison (e2e/bench/compare-builds.ts) showed it beats
 * the machine's noise; the figures are in docs/benchmarks.md ("What loads when").
 *
 * 0. Before any code: a public page's HTML, rendered at build time (scripts/prerender.mjs, decision
 *    0021), paints with the document; it stays on screen until the page's own code has rendered
 *    (prerendered-page.ts).
 * 1. At boot, before the runtime config: for a returning visitor (a stored session), the route's
 *    page code, its catalogues and its first data requests, with supabase-js (route-preload.ts;
 *    each exposed page may export a `prefetch`). Nothing renders before the guards decide.
 * 2. At boot: the runtime config and the first texts together, then monitoring, the client, the
 *    remotes' addresses, toasts, the session lookup, and the app.
 * 3. With the route: the page's remote module (routes/guarded-page.tsx), then its slots once the
 *    page's code is in; mf-admin only for an admin at aal2.
 * 4. With a signed-in user (or a session being restored): the nav's signed-in actions (bell,
 *    profile menu) (signed-in-parts.ts).
 * 5. After the first page has rendered, at an idle moment: the unread count and its websocket
 *    (signed-in-parts.ts), idle slots such as the message board (remotes/idle-region.tsx), and a
 *    page's lazy parts, such as dialogs, on first use or when idle (@brf/ui lazyPart).
 * At build time (@brf/mf-config): V8 compile hints on every chunk, and one boot chunk for the
 * libraries every first visit needs.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initMonitoring } from '@brf/monitoring';
import { initSupabase, startAuthSession, useSessionStore } from '@brf/supabase/session';
import { startI18n } from '@brf/i18n';
import { uiCatalogue } from '@brf/ui';
import { App } from '../app/app.tsx';
import { showBootError } from '../app/boot-error.ts';
import { exposeTestHooks } from '../app/test-hooks.ts';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { registerRemotesFromConfig } from '../remotes/federation.ts';
import { announceSessionOnBus } from '../session/auth-session.ts';
import { shellBus } from '../session/shell-bus.ts';
import { showToastsFromBus } from '../toasts/toast-store.ts';
import { shellCatalogue } from '../i18n.ts';
import { loadSignedInPartsWhenNeeded } from './signed-in-parts.ts';
import { keepPrerenderedPage } from './prerendered-page.ts';

const hasStoredSession = () => /sb-.+-auth-token/.test(Object.keys(localStorage).join());

export async function startBoot(root: HTMLElement): Promise<void> {
  // step 1: supabase-js and the route's code start downloading now, with the runtime config
  const preload = hasStoredSession() ? import('./route-preload.ts') : null;
  try {
    // step 2: the first paint's texts arrive together with the runtime config, in the visitor's language
    const [config] = await Promise.all([loadRuntimeConfig(), startI18n([shellCatalogue, uiCatalogue])]);
    const monitoring = initMonitoring({ production: config.production ?? false });
    useSessionStore.subscribe((state) => monitoring.setUserId(state.user?.id));
    initSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
    registerRemotesFromConfig(config);
    if (config.testHooks) exposeTestHooks();
    showToastsFromBus(shellBus);
    announceSessionOnBus();
    startAuthSession(() => import('@brf/supabase').then(({ getSupabase }) => getSupabase()));
    // step 1, continued: the page's code and data start alongside the session lookup
    preload?.then(
      ({ preloadRoute }) => preloadRoute(location.pathname),
      () => undefined,
    );
    // steps 4 and 5
    loadSignedInPartsWhenNeeded();
    // step 3 happens as the app renders the route; a prerendered public page stays on screen until then
    keepPrerenderedPage(root);
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[shell] boot failed', error);
    showBootError(root, error instanceof Error ? error.message : String(error));
  }
}
