import { Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { standaloneRoutes } from './standalone-routes.tsx';
import styles from './standalone-app.module.css';

const example = (path: string) => path.replace(/:[a-zA-Z]+/g, 'demo');

/** The remote alone, for its own development: every page it exposes, no shell around it. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <div className={styles.app}>
        <nav className={styles.nav} aria-label="mf-messaging pages">
          <strong>mf-messaging</strong>
          {standaloneRoutes.map((route) => (
            <Link key={route.path} to={example(route.path)}>
              {route.title}
            </Link>
          ))}
        </nav>
        <main className={styles.main}>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {standaloneRoutes.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<p>Pick a page above.</p>} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </BrowserRouter>
  );
}
