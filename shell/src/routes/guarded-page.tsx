import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSessionStore } from '@brf/supabase/session';
import { useShallow } from 'zustand/react/shallow';
import { routeProps, slotIsFor, type ExposedModule } from '@brf/contracts';
import { loadExposed } from '../remotes/federation.ts';
import { firstPageSettled } from '../boot/first-page.ts';
import { IdleRegion } from '../remotes/idle-region.tsx';
import { PageRegions } from '../remotes/page-regions.ts';
import { RemoteRegion } from '../remotes/remote-region.tsx';
import { decide } from './guards.ts';
import type { RouteEntry } from './route-table.ts';
import { PageSkeleton } from './page-skeleton.tsx';
import styles from './guarded-page.module.css';

/**
 * The guard decides before any region renders, so a remote (mf-admin above all) is not even
 * fetched for a visitor the guard turns away.
 */
export function GuardedPage({ route }: { route: RouteEntry }) {
  const session = useSessionStore(
    useShallow((s) => ({ user: s.user, aal: s.aal, loading: s.loading, pending: s.pending })),
  );
  const params = useParams();
  const { pathname, search } = useLocation();
  const decision = decide(route.guard, session, pathname + search);
  const allowed = decision.kind === 'allow';
  // a slot meant for other viewers (Send Quote for a BRF, say) is neither fetched nor rendered
  const slotNames = Object.keys(route.slots).filter((name) => slotIsFor(route.slots[name]!, session.user, session.aal));
  const slotKey = slotNames.join();
  const isIdle = (name: string) => route.slots[name]!.load === 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: slotNames and isIdle come from route and slotKey
  useEffect(() => {
    // the slots' code is fetched together with the page's, not once the page has data to lay out
    // (a failure is shown by the slot's own region when it renders); idle slots wait (IdleRegion)
    if (allowed)
      for (const name of slotNames) if (!isIdle(name)) loadExposed(route.slots[name]!).catch(() => undefined);
    // slotKey stands for slotNames: a new array every render, the same names
  }, [allowed, route, slotKey]);
  // what an idle slot waits for: the page and the other slots, once each has rendered
  const awaited = ['page', ...slotNames.filter((name) => !isIdle(name))];
  // biome-ignore lint/correctness/useExhaustiveDependencies: awaited comes from route and slotKey
  const regions = useMemo(() => new PageRegions(awaited), [route, slotKey]);
  useEffect(() => {
    // the first page to render all its regions lets the shell's secondary work start (first-page.ts)
    if (allowed) void regions.allSettled().then(firstPageSettled);
  }, [allowed, regions]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: awaited is the one regions was made for
  const settledHandlers = useMemo(
    () => Object.fromEntries(awaited.map((name) => [name, () => regions.settled(name)])),
    [regions],
  );

  if (decision.kind === 'wait') return <PageSkeleton />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  // the route table says which params become which props; the page and its slots get the same
  const props: Record<string, unknown> = routeProps(route.page.module as ExposedModule, params);
  if (Object.keys(route.slots).length > 0) {
    // each slot is an element with its own region (boundary, fallback, Retry): a failing remote
    // blanks only its place on the page
    props.slots = Object.fromEntries(
      slotNames.map((name) => [
        name,
        isIdle(name) ? (
          <IdleRegion
            key={`${route.path}#${name}`}
            target={route.slots[name]!}
            props={{ ...props }}
            regions={regions}
          />
        ) : (
          <RemoteRegion
            key={`${route.path}#${name}`}
            target={route.slots[name]!}
            props={{ ...props }}
            onSettled={settledHandlers[name]}
          />
        ),
      ]),
    );
  }
  return (
    <div className={styles.page} data-route={route.path}>
      <RemoteRegion target={route.page} props={props} onSettled={settledHandlers.page} />
    </div>
  );
}
