/**
 * Starts packages/local-supabase (API 54321, mail 54324) in this process with demo data.
 * Tolerates a backend that is not usable yet: the site still serves, pages that need data fail.
 */
export async function startBackend({ quiet = true, ...options } = {}) {
  let module;
  try {
    module = await import('@brf/local-supabase');
  } catch (error) {
    console.warn(`backend: @brf/local-supabase is not usable (${firstLine(error)}); serving the site without it`);
    return null;
  }
  try {
    const backend = await module.start({ quiet, ...options });
    return backend;
  } catch (error) {
    if (error?.code === 'EADDRINUSE' || /EADDRINUSE|in use/i.test(String(error))) {
      console.warn('backend: port 54321 is in use; assuming a backend is already running there');
      return null;
    }
    console.warn(`backend: could not start local-supabase (${firstLine(error)}); serving the site without it`);
    return null;
  }
}

function firstLine(error) {
  return String(error?.message ?? error).split('\n')[0];
}
