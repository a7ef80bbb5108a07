import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initMonitoring } from '@brf/monitoring';
import { initSupabase, startAuthSession, useSessionStore } from '@brf/supabase/session';
import { startI18n } from '@brf/i18n';
import { uiCatalogue } from '@brf/ui';
import { App } from './app/app.tsx';
import { showBootError } from './app/boot-error.ts';
import { exposeTestHooks } from './app/test-hooks.ts';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { registerRemotesFromConfig } from './remotes/federation.ts';
import { announceSessionOnBus } from './session/auth-session.ts';
import { loadSignedInPartsWhenNeeded } from './nav/signed-in-chunks.ts';
import { shellBus } from './session/shell-bus.ts';
import { showToastsFromBus } from './toasts/toast-store.ts';
import { shellCatalogue } from './i18n.ts';

const root = document.getElementById('root')!;
// a returning signed-in visitor (a stored session): the route preload and supabase-js start
// downloading now, with the runtime config
const preload = /sb-.+-auth-token/.test(Object.keys(localStorage).join()) ? import('./routes/route-preload.ts') : null;

try {
  // the first paint's texts arrive together with the runtime config, in the visitor's language
  const [config] = await Promise.all([loadRuntimeConfig(), startI18n([shellCatalogue, uiCatalogue])]);
  const monitoring = initMonitoring({ production: config.production ?? false });
  useSessionStore.subscribe((state) => monitoring.setUserId(state.user?.id));
  initSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
  registerRemotesFromConfig(config);
  if (config.testHooks) exposeTestHooks();
  showToastsFromBus(shellBus);
  announceSessionOnBus();
  startAuthSession(() => import('@brf/supabase').then(({ getSupabase }) => getSupabase()));
  // the page's code and data start alongside the session lookup
  preload?.then(
    ({ preloadRoute }) => preloadRoute(location.pathname),
    () => undefined,
  );
  loadSignedInPartsWhenNeeded();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  console.error('[shell] boot failed', error);
  showBootError(root, error instanceof Error ? error.message : String(error));
}
