// A production remote's @module-federation/webpack-bundler-runtime (index.mjs aliases the one the MF
// plugin embeds to this file). Its functions are stateless, taking the container's own
// `__webpack_require__`, so the host's copy serves every container (provide-runtime-utilities.cjs
// hands it over); what holds a container's state is made here, fresh for this container.
import * as runtime from '@module-federation/runtime';
// the host has no exposes, so its copy was built without this one
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
// external: the host's copy (runtime-utility-globals.mjs)
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

export default {
  // this container's own runtime module: its init() registers this container's instance
  runtime,
  instance: undefined,
  initOptions: undefined,
  // S becomes this container's share scope map
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
