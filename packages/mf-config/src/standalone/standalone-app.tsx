import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { initSupabase, localSupabaseDefaults, startAuthSession } from '@brf/supabase/session';
import { startI18n } from '@brf/i18n';
import styles from './standalone-app.module.css';
import { StandalonePage, type StandaloneRoute } from './standalone-page.tsx';
import { StandaloneSignIn } from './standalone-sign-in.tsx';
import { StandaloneErrorBoundary } from './standalone-error-boundary.tsx';

export type { StandaloneRoute };

const example = (path: string) => path.replace(/:[a-zA-Z]+/g, 'p-42');

/**
 * A remote alone, for its own development: every page it exposes with the props the shell would
 * pass (route params through @brf/contracts' pageLayouts, slots as labelled placeholders), signed
 * in through the same session truth.
 */
export function StandaloneApp({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  return (
    <BrowserRouter>
      <div className={styles.app}>
        <nav className={styles.nav} aria-label={`${name} pages`}>
          <strong>{name}</strong>
          {routes.map((route) => (
            <Link key={route.path} to={example(route.path)}>
              {route.title}
            </Link>
          ))}
          <StandaloneSignIn />
        </nav>
        <main className={styles.main}>
          <StandaloneRoutes routes={routes} />
        </main>
      </div>
    </BrowserRouter>
  );
}

function StandaloneRoutes({ routes }: { routes: StandaloneRoute[] }) {
  const { pathname } = useLocation();
  return (
    <StandaloneErrorBoundary resetKey={pathname}>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<StandalonePage route={route} />} />
          ))}
          <Route path="*" element={<p>Pick a page above.</p>} />
        </Routes>
      </Suspense>
    </StandaloneErrorBoundary>
  );
}

/** The standalone entry of a remote (`npm run dev -w <remote>`), talking to the local backend. */
export function renderStandalone(name: string, routes: StandaloneRoute[]) {
  initSupabase(localSupabaseDefaults);
  void startI18n();
  // the same auth binding as the shell's: a remote alone is signed in with the same session truth
  startAuthSession(() => import('@brf/supabase').then(({ getSupabase }) => getSupabase()));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneApp name={name} routes={routes} />
    </StrictMode>,
  );
}
