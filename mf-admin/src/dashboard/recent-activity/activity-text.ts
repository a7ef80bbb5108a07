import type { Translate } from '@brf/i18n';

// The audit codes the database writes (supabase/schemas/18_admin.sql), in words.
const ACTIONS = new Set([
  'brf_registered',
  'service_provider_registered',
  'project_created',
  'project_awarded',
  'quote_submitted',
]);
const RESOURCES = new Set(['brf_profile', 'service_provider_profile', 'project', 'quote']);

/** 'Project created', or for a code this version does not know yet, 'Other activity (code)'. */
export function actionText(t: Translate, action: string): string {
  return ACTIONS.has(action) ? t(`activity.action.${action}`) : t('activity.action.other', { action });
}

export function resourceText(t: Translate, resourceType: string): string {
  return RESOURCES.has(resourceType)
    ? t(`activity.resource.${resourceType}`)
    : t('activity.resource.other', { resource: resourceType });
}
