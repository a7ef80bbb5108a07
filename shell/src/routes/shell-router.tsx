import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Shown = Pick<BrowserHistory, 'action' | 'location'>;

/**
 * react-router's <BrowserRouter>, but only a move to another page renders as a transition. A new
 * query string on the page shown (a list's filters) renders in the update that wrote it, so the
 * list's changed control and its new rows render once, together. As a transition the address
 * rendered apart, time-sliced, after the control: 8 ms more main thread per filter change on
 * /projects at 4x CPU (paired). Every address change as a plain update instead made the cold
 * /projects/{id} 20 to 45 ms slower (paired), so pages keep the transition.
 */
export function ShellRouter({ children }: { children: ReactNode }) {
  const history = useRef<BrowserHistory | null>(null);
  history.current ??= createBrowserHistory({ window, v5Compat: true });
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.current!.action,
    location: history.current!.location,
  }));

  useLayoutEffect(() => {
    const browser = history.current!;
    let pathname = browser.location.pathname;
    return browser.listen(({ action, location }) => {
      const samePage = location.pathname === pathname;
      pathname = location.pathname;
      if (samePage) setShown({ action, location });
      else startTransition(() => setShown({ action, location }));
    });
  }, []);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history.current}>
      {children}
    </Router>
  );
}
