/** The deployment under test, handed over by scripts/smoke.mjs. */
export function smokeTarget() {
  const value = (name: string) => {
    const found = process.env[name];
    if (!found) throw new Error(`${name} is not set: run the smoke suite through npm run smoke`);
    return found;
  };
  return {
    site: value('SMOKE_SITE').replace(/\/$/, ''),
    supabaseUrl: value('SMOKE_SUPABASE').replace(/\/$/, ''),
    anonKey: value('SMOKE_ANON_KEY'),
    email: value('SMOKE_EMAIL'),
    password: value('SMOKE_PASSWORD'),
  };
}
