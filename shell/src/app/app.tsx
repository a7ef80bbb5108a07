import { Route, Routes } from 'react-router-dom';
import { UiRoot } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import { NavBar } from '../nav/nav-bar.tsx';
import { GuardedPage } from '../routes/guarded-page.tsx';
import { NotFoundPage } from '../routes/not-found-page.tsx';
import { routeTable } from '../routes/route-table.ts';
import { RouteTitle } from '../routes/route-title.tsx';
import { ShellRouter } from '../routes/shell-router.tsx';
import { ToastList } from '../toasts/toast-list.tsx';
import styles from './app.module.css';

export function App() {
  const { t } = useTranslation(shellCatalogue);
  return (
    <ShellRouter>
      <UiRoot className={styles.app}>
        <a href="#main" className={styles.skipLink}>
          {t('app.skipToContent')}
        </a>
        <RouteTitle />
        <NavBar />
        <ToastList />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Routes>
            {routeTable.map((route) => (
              <Route key={route.path} path={route.path} element={<GuardedPage route={route} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </main>
      </UiRoot>
    </ShellRouter>
  );
}
