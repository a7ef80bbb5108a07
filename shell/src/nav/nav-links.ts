/** Labels are keys of the shell's catalogue. */
export const registerLinks = [
  { to: '/register-brf', label: 'nav.registerBrf' },
  { to: '/register-service-provider', label: 'nav.registerProvider' },
] as const;

export const profileLinks = [
  { to: '/profile', label: 'nav.editProfile' },
  { to: '/notification-settings', label: 'nav.notificationSettings' },
] as const;

export function mainLinks(isAdmin: boolean) {
  return [
    { to: '/', label: 'nav.home' },
    { to: '/projects', label: 'nav.projects' },
    ...(isAdmin ? [{ to: '/admin/dashboard', label: 'nav.admin' }] : []),
  ];
}
