/** The key=value pairs of the address hash (#access_token=...&type=signup). */
export function hashParams(hash: string = window.location.hash): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}
