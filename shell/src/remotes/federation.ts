import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { assertContract, type ExposedContract, type RoutePrefetch } from '@brf/contracts/exposed';
import { remoteNames } from '@brf/mf-config/apps';
import { currentLanguage, loadDeclaredCatalogues } from '@brf/i18n';
import { waitAtMost } from '@brf/domain/wait-at-most';
import { remoteApps, type RemoteApp, type RuntimeConfig } from '../config/runtime-config.ts';
import type { RemoteRef } from '../routes/route-table.ts';

/** Workspace name -> Module Federation container name (the one map, in @brf/mf-config/apps). */
export const containerNames: Record<RemoteApp, string> = remoteNames;

let entries: Partial<Record<RemoteApp, string>> = {};

/** Registers every remote from runtime config; nothing is fetched until a region needs it. */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  entries = Object.fromEntries(remoteApps.map((app) => [app, new URL(config.remotes[app], location.href).href]));
  registerRemotes(remoteApps.map((app) => ({ name: containerNames[app], entry: entries[app]! })));
}

/** The component of an exposed module, as the shell renders it: with the route's props as they come. */
export type ExposedComponent = ComponentType<Record<string, unknown>>;

/** What an exposed module provides: its component, its contract, optionally its data prefetch. */
interface ExposedModuleShape {
  default?: ExposedComponent;
  contract?: ExposedContract;
  prefetch?: RoutePrefetch;
}

const loaded = new Map<string, Promise<ExposedModuleShape>>();
/** A prefetch's first data on its way, by exposed module, until the module's region renders. */
const firstData = new Map<string, Promise<unknown>>();

/**
 * How long a region waits for its module's first data (started by its prefetch) before it renders
 * anyway, showing its own skeleton until the data is in.
 */
export const FIRST_DATA_WAIT_MS = 250;

export function exposedId({ remote, module }: RemoteRef): string {
  return `${containerNames[remote]}/${module}`;
}

/**
 * The exposed module, checked; a failed load is forgotten so a retry fetches again. A retry also
 * re-registers the remote so the runtime drops whatever it cached about the failed attempt.
 */
export function loadExposedModule(ref: RemoteRef, retrying = false): Promise<ExposedModuleShape> {
  const id = exposedId(ref);
  const cached = loaded.get(id);
  if (cached && !retrying) return cached;
  if (retrying && entries[ref.remote]) {
    registerRemotes([{ name: containerNames[ref.remote], entry: entries[ref.remote]! }], { force: true });
  }
  const loading = loadRemote<ExposedModuleShape>(id).then((module) => {
    if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
      throw new Error(`${ref.remote} did not provide ${ref.module}`);
    }
    // a module built against a newer contract than this page offers is refused (loudly)
    assertContract(ref.remote, module.contract, ref.module);
    return module;
  });
  loaded.set(id, loading);
  loading.catch(() => {
    if (loaded.get(id) === loading) loaded.delete(id);
  });
  return loading;
}

/**
 * The exposed component (the same load as a prefetch started for it), once the catalogues its
 * code declared have arrived in the language shown. Its first render then never suspends: React
 * holds back the reveal of a Suspense boundary until 300 ms after the last fallback it showed
 * (FALLBACK_THROTTLE_MS), which put about 250 ms of idle time before the project list's rows.
 */
export function loadExposed(ref: RemoteRef, retrying = false): Promise<ExposedComponent> {
  return loadExposedModule(ref, retrying).then(async (module) => {
    const data = firstData.get(exposedId(ref));
    firstData.delete(exposedId(ref));
    // with its data already in, the module renders once instead of skeleton first, then again
    await Promise.all([loadDeclaredCatalogues(currentLanguage()), data && waitAtMost(data, FIRST_DATA_WAIT_MS)]);
    return module.default as ExposedComponent;
  });
}

/**
 * Loads the module and starts its data requests into the shared query cache, if it offers a
 * prefetch; nothing is rendered (the route's guard still decides what is shown).
 */
export function prefetchExposed(ref: RemoteRef, props: Record<string, unknown>): Promise<void> {
  return loadExposedModule(ref).then((module) => {
    if (typeof module.prefetch !== 'function') return;
    const started = module.prefetch(props);
    if (started && typeof started.then === 'function') firstData.set(exposedId(ref), started);
  });
}
