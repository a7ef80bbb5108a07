import type { Language, Translate } from '@brf/i18n';
import { formatSek, onBothBases } from '@brf/domain/format';
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

/** 'Bygg AB and Rör AB' / 'Bygg AB och Rör AB': a list of names as the language joins them. */
function namesOf(names: Json | undefined, language: Language): string | null {
  const named = Array.isArray(names)
    ? names.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    : [];
  if (named.length === 0) return null;
  return new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }).format(named);
}

const nameOf = (name: Json | undefined): string | null =>
  typeof name === 'string' && name.trim() ? name.trim() : null;

/** A person the entry names; null where the erasure removed the name of a deleted account (decision 0029). */
const personOf = (name: Json | undefined, t: Translate): string | null =>
  name === null ? t('detail.activity.deletedUser') : nameOf(name);

const amountOf = (amount: Json | undefined): number | null => {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * 'awarded the project to Rör AB for 1 062 500 kr incl. VAT (850 000 kr excl.)': the winning quote on
 * its basis (an entry without one reads as excluding VAT, decision 0019), stated including VAT
 * (decision 0026); and who stood aside for a conflict of interest.
 */
function awardedSentence(details: Record<string, Json | undefined>, t: Translate, language: Language): string {
  const provider = nameOf(details.provider);
  const quoted = amountOf(details.amount);
  const amount = quoted === null ? null : onBothBases(quoted, details.price_basis);
  const awarded =
    provider && amount !== null
      ? t('detail.activity.awarded', {
          provider,
          amount: t('amount.onBases', { amount: formatSek(amount.inclVat), other: formatSek(amount.exclVat) }),
        })
      : t('detail.activity.awardedSomeone');
  const stoodAside = namesOf(
    Array.isArray(details.stood_aside) ? details.stood_aside.map((name) => personOf(name, t)) : details.stood_aside,
    language,
  );
  return stoodAside ? t('detail.activity.stoodAside', { awarded, names: stoodAside }) : awarded;
}

/**
 * 'proposed awarding Rör AB: "reason"', else 'proposed an award'. The log names no amount: not every
 * reader of the log may see the quote.
 */
function proposedSentence(details: Record<string, Json | undefined>, t: Translate): string {
  const provider = nameOf(details.provider);
  if (!provider) return t('detail.activity.proposedSomething');
  const reason = nameOf(details.reason);
  return reason
    ? t('detail.activity.proposed', { provider, reason })
    : t('detail.activity.proposedWithoutReason', { provider });
}

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
 * `actor_name` keeps a member who withdraws their own proposal from being named twice.
 */
export function activitySentence(
  entry: { action: string; details: Json; actor_name?: string | null },
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
    case 'awarded':
      return awardedSentence(details, t, language);
    case 'reviewed': {
      const { rating } = details;
      return typeof rating === 'number' && rating >= 1 && rating <= 5
        ? t('detail.activity.reviewed', { rating })
        : t('detail.activity.reviewedWinner');
    }
    case 'declared': {
      if (!Array.isArray(details.conflicts)) return t('detail.activity.declaredSomething');
      const conflicts = namesOf(details.conflicts, language);
      return conflicts
        ? t('detail.activity.declaredConflict', { companies: conflicts })
        : t('detail.activity.declaredNoConflict');
    }
    case 'proposed':
      return proposedSentence(details, t);
    case 'withdrawn': {
      // the proposal fell when its proposer declared a conflict of interest (decision 0024)
      if (details.because === 'conflict') return t('detail.activity.withdrawnForConflict');
      const proposer = nameOf(details.proposed_by);
      return proposer && proposer !== nameOf(entry.actor_name)
        ? t('detail.activity.withdrawnOf', { proposer })
        : t('detail.activity.withdrawn');
    }
    case 'board_changed': {
      const person = nameOf(details.person) ?? t('detail.activity.aMember');
      const invitedBy = nameOf(details.invited_by);
      switch (details.change) {
        case 'joined':
          return invitedBy ? t('detail.activity.boardJoinedInvited', { invitedBy }) : t('detail.activity.boardJoined');
        case 'role_changed':
          return t('detail.activity.boardRoleChanged', { person });
        case 'left':
          return t('detail.activity.boardLeft');
        case 'removed':
          return t('detail.activity.boardRemoved', { person });
        default:
          return t('detail.activity.boardChanged');
      }
    }
    case 'stood_in': {
      const deputy = personOf(details.deputy, t);
      const member = personOf(details.stands_in_for, t);
      return deputy && member ? t('detail.activity.stoodIn', { deputy, member }) : t('detail.activity.stoodInSomeone');
    }
    case 'confirmed': {
      const proposer = nameOf(details.proposed_by);
      return proposer ? t('detail.activity.confirmed', { proposer }) : t('detail.activity.confirmedSomething');
    }
    default:
      return null;
  }
}
