import { Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { selectIsAdmin, selectIsLoggedIn, useSessionStore } from '@brf/supabase/session';
import { Skeleton } from '@brf/ui';
import { Building2 } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { mainLinks } from './nav-links.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { RegisterMenu } from './register-menu.tsx';
import { SignedInActions } from '../boot/signed-in-parts.ts';
import { signOut } from './sign-out.ts';
import styles from './nav-bar.module.css';

type OpenMenu = 'register' | 'profile' | 'bell' | 'mobile' | null;

const settlingActions = (
  <span className={styles.desktopOnly} aria-hidden="true" data-session-settling>
    <Skeleton width="9rem" height="2.5rem" radius="md" />
  </span>
);

/**
 * What the bar needs from the router, kept out of the bar: `onPageChange` runs whenever the visitor
 * moves to another page, and `navigateRef` holds the router's navigate. A list's filter change (a
 * new query string) re-renders this, not the whole bar.
 */
function RouterBridge({
  onPageChange,
  navigateRef,
}: {
  onPageChange: () => void;
  navigateRef: RefObject<NavigateFunction | null>;
}) {
  const { pathname } = useLocation();
  // with <BrowserRouter>, useNavigate also changes on every address change
  const navigate = useNavigate();
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate, navigateRef]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs onPageChange on every change of page
  useEffect(onPageChange, [pathname, onPageChange]);
  return null;
}

/** spec accounts.md section 2: the sticky navigation bar on every page. */
export function NavBar() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const isAdmin = useSessionStore(selectIsAdmin);
  // a reload of a signed-in page: neither the signed-out nor the signed-in actions until it settles
  const settling = useSessionStore((s) => s.loading);
  const { t } = useTranslation(shellCatalogue);
  const [open, setOpen] = useState<OpenMenu>(null);
  const navigateRef = useRef<NavigateFunction | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const control = (menu: Exclude<OpenMenu, null>) => ({
    open: open === menu,
    onOpenChange: (next: boolean) => setOpen((current) => (next ? menu : current === menu ? null : current)),
    onClose: close,
  });

  // spec: the panel closes when the user is absent
  useEffect(() => {
    if (!loggedIn) setOpen((current) => (current === 'bell' || current === 'profile' ? null : current));
  }, [loggedIn]);

  const onSignOut = async () => {
    setOpen(null);
    await signOut();
    navigateRef.current?.('/');
  };

  return (
    <header className={styles.bar}>
      <RouterBridge onPageChange={close} navigateRef={navigateRef} />
      <nav className={styles.inner} aria-label={t('nav.label')}>
        <Link to={loggedIn ? '/projects' : '/'} className={styles.logo}>
          <Building2 aria-hidden="true" size={22} />
          <span>{t('site.name')}</span>
        </Link>
        <ul className={styles.links}>
          {mainLinks(isAdmin).map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <LanguageSwitch className={`${styles.languageSwitch} ${styles.desktopOnly}`} />
          {settling ? (
            settlingActions
          ) : loggedIn ? (
            <Suspense fallback={settlingActions}>
              <SignedInActions bell={control('bell')} profile={control('profile')} onSignOut={onSignOut} />
            </Suspense>
          ) : (
            <div className={styles.desktopOnly}>
              <Link to="/login" className={styles.link}>
                {t('nav.login')}
              </Link>
              <RegisterMenu {...control('register')} />
            </div>
          )}
          <MobileMenu {...control('mobile')} loggedIn={loggedIn} isAdmin={isAdmin} onSignOut={onSignOut} />
        </div>
      </nav>
    </header>
  );
}
