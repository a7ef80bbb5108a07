export const registerLinks = [
  { to: '/register-brf', label: 'Register BRF' },
  { to: '/register-service-provider', label: 'Register Service Provider' },
] as const;

export const profileLinks = [
  { to: '/profile', label: 'Edit Profile' },
  // notification preferences are part of the profile page
  { to: '/profile#notification-settings', label: 'Notification Settings' },
] as const;

export function mainLinks(isAdmin: boolean) {
  return [
    { to: '/', label: 'Home' },
    { to: '/projects', label: 'Projects' },
    ...(isAdmin ? [{ to: '/admin/dashboard', label: 'Admin' }] : []),
  ];
}
