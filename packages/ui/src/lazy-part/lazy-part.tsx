import { use, useEffect, type ComponentType } from 'react';
import { whenIdle } from './when-idle.ts';

/** A part of a page whose code loads when it first renders; `preload` fetches it sooner. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/** What a lazy part throws when its code could not be fetched (the load's own error is its cause). */
class PartLoadFailure extends Error {
  readonly partLoadFailure = true;
  constructor(cause: unknown) {
    super('the code of a page part could not be loaded', { cause });
    this.name = 'PartLoadFailure';
  }
}

/** Whether an error a boundary caught is a lazy part's failed load (LazyPartSlot offers Retry for those). */
export function isPartLoadFailure(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { partLoadFailure?: unknown }).partLoadFailure === true
  );
}

/** One load of a part's code: `failure` once it has failed, `shown` once a render has waited on it. */
type Attempt<P> = Promise<ComponentType<P>> & { failure?: { error: unknown }; shown?: boolean };

/**
 * A part only some visitors open (an owner's editor, a dialog), so its code and what it brings (a
 * form's rules) stay out of the page's first load. Render it inside a LazyPartSlot (or a Suspense
 * boundary). A load that fails while the part is shown throws a PartLoadFailure to the nearest
 * error boundary and is forgotten, so the boundary's retry loads again (React.lazy would keep the failure for
 * good); a failed
 * `preload` is simply tried again when the part renders.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let current: Attempt<P> | undefined;
  // once loaded, the part renders at once: use() would suspend once more on a promise it has not
  // seen, showing the fallback (and React's throttled reveal) for code that is already here
  let loaded: ComponentType<P> | undefined;
  const preload = (): Attempt<P> => {
    if (!current) {
      const attempt: Attempt<P> = load();
      attempt.then(
        (component) => {
          loaded = component;
        },
        (error: unknown) => {
          attempt.failure = { error };
        },
      );
      current = attempt;
    }
    return current;
  };
  function Part(props: P) {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    let attempt = preload();
    if (attempt.failure && !attempt.shown) {
      current = undefined;
      attempt = preload();
    }
    if (attempt.failure) {
      current = undefined;
      throw new PartLoadFailure(attempt.failure.error);
    }
    attempt.shown = true;
    const Loaded = use(attempt);
    return <Loaded {...props} />;
  }
  return Object.assign(Part, { preload });
}

/**
 * While `when` holds (the owner on their own project), the parts' code is fetched at an idle
 * moment after the page has rendered, so opening one does not wait for the network.
 */
export function usePreloadWhenIdle(when: boolean, parts: ReadonlyArray<{ preload: () => Promise<unknown> }>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: parts are module-level constants, often in a new array
  useEffect(() => {
    if (!when) return;
    return whenIdle(() => {
      for (const part of parts) part.preload().catch(() => undefined);
    });
    // parts: module-level constants
  }, [when]);
}
