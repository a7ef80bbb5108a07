/**
 * Both specs' route tables: path, the remote that owns it, the page it shows. `landsOn` is the
 * spec's own redirect for an anonymous visitor (new-password without a session goes to /login;
 * auth-callback without a session routes onward to /verify-email).
 */
export const publicRoutes: Array<{ path: string; remote: string; page: string; landsOn?: { path: string; page: string } }> = [
  { path: '/', remote: 'mf-accounts', page: 'home' },
  { path: '/unverified', remote: 'mf-accounts', page: 'home' },
  { path: '/privacy-policy', remote: 'mf-accounts', page: 'privacy-policy' },
  { path: '/terms-of-service', remote: 'mf-accounts', page: 'terms-of-service' },
  { path: '/attributions', remote: 'mf-accounts', page: 'attributions' },
  { path: '/login', remote: 'mf-accounts', page: 'login' },
  { path: '/reset-password', remote: 'mf-accounts', page: 'reset-password' },
  { path: '/new-password', remote: 'mf-accounts', page: 'new-password', landsOn: { path: '/login', page: 'login' } },
  { path: '/register-brf', remote: 'mf-accounts', page: 'register-brf' },
  { path: '/register-service-provider', remote: 'mf-accounts', page: 'register-service-provider' },
  { path: '/verify-email', remote: 'mf-accounts', page: 'verify-email' },
  { path: '/auth-callback', remote: 'mf-accounts', page: 'auth-callback', landsOn: { path: '/verify-email', page: 'verify-email' } },
];

export const guardedRoutes = [
  { path: '/profile', remote: 'mf-accounts', page: 'profile' },
  { path: '/projects', remote: 'mf-projects', page: 'project-list' },
  { path: '/projects/create', remote: 'mf-projects', page: 'create-project' },
  { path: '/projects/p-42', remote: 'mf-projects', page: 'project-detail' },
  { path: '/projects/p-42/submit-quote', remote: 'mf-quotes', page: 'submit-quote' },
  { path: '/notifications', remote: 'mf-messaging', page: 'notifications' },
  { path: '/admin/setup-mfa', remote: 'mf-accounts', page: 'admin-setup-mfa' },
  { path: '/mfa', remote: 'mf-accounts', page: 'mfa' },
  { path: '/projects/p-42/review/u-7', remote: 'mf-quotes', page: 'review' },
] as const;

export const adminRoute = { path: '/admin/dashboard', remote: 'mf-admin', page: 'admin-dashboard' } as const;
