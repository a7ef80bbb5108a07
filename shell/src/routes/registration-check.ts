import { afterProfileCheck, registrationDecision, type RegistrationDecision } from './registration-guard.ts';

const allowed = new Set<string>();

/**
 * Reads the signed-in user's registration step (and, when unclear, whether a profile row exists).
 * Only 'allow' is remembered, so a user who finishes registering is let through at once while an
 * unfinished one is checked again. Any failure allows: the general guard already ran and row
 * security protects the data.
 */
export async function checkRegistration(userId: string): Promise<RegistrationDecision> {
  if (allowed.has(userId)) return { kind: 'allow' };
  try {
    const { getSupabase } = await import('@brf/supabase');
    const supabase = getSupabase();
    const { data } = await supabase.auth.getUser();
    const user = data.user;
    if (!user || user.id !== userId) return { kind: 'allow' };
    const facts = {
      registrationStep: typeof user.user_metadata?.registration_step === 'string' ? user.user_metadata.registration_step : null,
      organizationType: typeof user.user_metadata?.organization_type === 'string' ? user.user_metadata.organization_type : null,
      role: typeof user.app_metadata?.role === 'string' ? user.app_metadata.role : null,
    };
    let decision = registrationDecision(facts);
    if (decision.kind === 'check-profile') {
      const [brf, provider] = await Promise.all([
        supabase.from('brf_profiles').select('id').eq('user_id', userId).maybeSingle(),
        supabase.from('service_provider_profiles').select('id').eq('user_id', userId).maybeSingle(),
      ]);
      decision = afterProfileCheck(facts, Boolean(brf.data || provider.data));
    }
    if (decision.kind === 'allow') allowed.add(userId);
    return decision;
  } catch (error) {
    console.error('[shell] registration check failed', error);
    return { kind: 'allow' };
  }
}
