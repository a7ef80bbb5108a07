/** Ports are part of the runtime contract (ARCHITECTURE.md). */
export const appPorts = {
  shell: 3000,
  'mf-accounts': 3001,
  'mf-projects': 3002,
  'mf-quotes': 3003,
  'mf-messaging': 3004,
  'mf-admin': 3005,
};

/** Workspace name -> Module Federation container name. */
export const remoteNames = {
  'mf-accounts': 'mf_accounts',
  'mf-projects': 'mf_projects',
  'mf-quotes': 'mf_quotes',
  'mf-messaging': 'mf_messaging',
  'mf-admin': 'mf_admin',
};
