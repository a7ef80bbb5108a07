import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteRef } from '../routes/route-table.ts';
import { prerenderedPageFor, prerenderedPageReplaced } from '../boot/prerendered-page.ts';
import { loadExposed, type ExposedComponent } from './federation.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteFallback } from './remote-fallback.tsx';
import styles from './remote-region.module.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ExposedComponent; module: string }
  | { status: 'failed' };

/**
 * One remote's part of the page. Its code is fetched only when this renders; a failed load or a
 * render error shows a fallback with Retry here, and nothing else on the page is affected.
 */
/** The placeholder of a region whose module is on its way. */
export function RegionLoading({ remote }: { remote: string }) {
  return <div className={styles.loading} aria-busy="true" data-remote-loading={remote} />;
}

/**
 * The prerendered page, inert, in the page's place: the document's own nodes moved in before the
 * browser paints (React renders none of them, and no HTML is parsed again).
 */
function PrerenderedCopy({ nodes }: { nodes: readonly Node[] }) {
  const copy = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    copy.current?.replaceChildren(...nodes);
  }, [nodes]);
  return <div ref={copy} className={styles.prerendered} inert aria-hidden="true" aria-busy="true" />;
}

/** Commits only with the rest of its Suspense boundary: the page beside it is on screen. */
function WhenShown({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

export function RemoteRegion({
  target,
  props,
  onSettled,
}: {
  target: RemoteRef;
  props?: Record<string, unknown>;
  onSettled?: () => void;
}) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const moduleId = `${target.remote}/${target.module}`;
  const [prerendered, setPrerendered] = useState(() => prerenderedPageFor(pathname));

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the module target names, not its identity
  useEffect(() => {
    let current = true;
    setState((previous) =>
      previous.status === 'ready' && previous.module === moduleId && attempt === 0 ? previous : { status: 'loading' },
    );
    loadExposed(target, attempt > 0).then(
      (Page) => current && setState({ status: 'ready', Page, module: moduleId }),
      (error: unknown) => {
        console.error(`[shell] could not load ${target.remote}/${target.module}`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [target.remote, target.module, moduleId, attempt]);

  // rendered its module, or could not load it: either way this region is no longer on its way
  const settled = state.status === 'failed' || (state.status === 'ready' && state.module === moduleId);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  // once the page has shown, a later wait (a step's code, another language) shows the usual placeholder
  const pageShown = useCallback(() => {
    prerenderedPageReplaced();
    setPrerendered(null);
  }, []);

  const retry = () => setAttempt((n) => n + 1);
  const fallback = <RemoteFallback remote={target.remote} module={target.module} onRetry={retry} />;

  if (state.status === 'failed') return fallback;
  const loading = prerendered ? <PrerenderedCopy nodes={prerendered} /> : <RegionLoading remote={target.remote} />;
  // a page loaded for another route is never mounted here: it would run again at this address
  if (state.status === 'loading' || state.module !== moduleId) return loading;
  const { Page } = state;
  // a remote's page suspends until its catalogue for the active language has arrived
  return (
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} remote={target.remote} fallback={fallback}>
      <Suspense fallback={loading}>
        <Page {...props} />
        {prerendered ? <WhenShown then={pageShown} /> : null}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
