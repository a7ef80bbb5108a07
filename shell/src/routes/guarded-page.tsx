import { Navigate, useParams } from 'react-router-dom';
import { useSessionStore } from '@brf/supabase/session';
import { useShallow } from 'zustand/react/shallow';
import { RemoteRegion } from '../remotes/remote-region.tsx';
import { decide } from './guards.ts';
import type { RouteEntry } from './route-table.ts';
import styles from './guarded-page.module.css';

/**
 * The guard decides before any region renders, so a remote (mf-admin above all) is not even
 * fetched for a visitor the guard turns away.
 */
export function GuardedPage({ route }: { route: RouteEntry }) {
  const session = useSessionStore(useShallow((s) => ({ user: s.user, aal: s.aal, loading: s.loading, pending: s.pending })));
  const params = useParams();
  const decision = decide(route.guard, session);

  if (decision.kind === 'wait') return <div className={styles.waiting} aria-busy="true" />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  const regionProps = params.id ? { projectId: params.id } : undefined;
  return (
    <div className={styles.page} data-route={route.path}>
      {route.regions.map((target) => (
        <RemoteRegion key={`${target.remote}/${target.module}`} target={target} props={regionProps} />
      ))}
    </div>
  );
}
