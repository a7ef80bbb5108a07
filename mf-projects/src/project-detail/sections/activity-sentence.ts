import type { Language, Translate } from '@brf/i18n';
import { formatSek } from '@brf/domain/format';
import type { Json } from '@brf/supabase/data';

/** The fields an 'edited' entry names, in the order the sentence lists them. */
export const EDITED_FIELDS = [
  'title',
  'description',
  'submission_deadline',
  'max_bids',
  'show_winner_publicly',
] as const;
type EditedField = (typeof EDITED_FIELDS)[number];

const FIELD_KEYS: Record<EditedField, string> = {
  title: 'detail.activity.field.title',
  description: 'detail.activity.field.description',
  submission_deadline: 'detail.activity.field.submissionDeadline',
  max_bids: 'detail.activity.field.maxBids',
  show_winner_publicly: 'detail.activity.field.showWinner',
};

const LIST_LOCALES: Record<Language, string> = { en: 'en-US', sv: 'sv-SE' };

const asObject = (details: Json): Record<string, Json | undefined> =>
  details && typeof details === 'object' && !Array.isArray(details) ? details : {};

/** 'the title and the submission deadline' / 'titeln och sista offertdag', in the catalogue's order. */
function changedFields(fields: Json | undefined, t: Translate, language: Language): string | null {
  const named = Array.isArray(fields) ? EDITED_FIELDS.filter((field) => fields.includes(field)) : [];
  if (named.length === 0) return null;
  const list = new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' });
  return list.format(named.map((field) => t(FIELD_KEYS[field])));
}

/**
 * What the actor did, as the rest of a sentence after their name ('created the project',
 * 'changed the title and the description'); null for an action this build does not know (the
 * section shows it raw). Details that are missing or malformed give the action's plain sentence.
 */
export function activitySentence(
  entry: { action: string; details: Json },
  t: Translate,
  language: Language,
): string | null {
  const details = asObject(entry.details);
  switch (entry.action) {
    case 'created':
      return t('detail.activity.created');
    case 'edited': {
      const fields = changedFields(details.fields, t, language);
      return fields ? t('detail.activity.edited', { fields }) : t('detail.activity.editedSomething');
    }
    case 'cancelled':
      return t('detail.activity.cancelled');
    case 'archived':
      return t('detail.activity.archived');
    case 'awarded': {
      const { provider, amount } = details;
      return typeof provider === 'string' && provider.trim() && typeof amount === 'number' && Number.isFinite(amount)
        ? t('detail.activity.awarded', { provider, amount: formatSek(amount) })
        : t('detail.activity.awardedSomeone');
    }
    case 'reviewed': {
      const { rating } = details;
      return typeof rating === 'number' && rating >= 1 && rating <= 5
        ? t('detail.activity.reviewed', { rating })
        : t('detail.activity.reviewedWinner');
    }
    default:
      return null;
  }
}
