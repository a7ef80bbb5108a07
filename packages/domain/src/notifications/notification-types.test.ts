import { describe, expect, it } from 'vitest';
import {
  EMAIL_BY_DEFAULT,
  isNavigableProjectId,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPES_BY_ORGANIZATION,
  receivableNotificationTypes,
} from './notification-types.ts';
import { notificationPath } from './notification-sentence.ts';

describe('isNavigableProjectId', () => {
  it('refuses empty, null and undefined ids, also as text', () => {
    for (const id of ['', 'null', 'undefined', null, undefined]) expect(isNavigableProjectId(id)).toBe(false);
    expect(isNavigableProjectId('8f0c2a1e-1111-4a4a-9999-000000000001')).toBe(true);
  });
});

describe('who receives which type', () => {
  it('a board: an award proposed for it to confirm, and someone asking to join', () => {
    expect(NOTIFICATION_TYPES_BY_ORGANIZATION.brf).toContain('award_proposed');
    expect(NOTIFICATION_TYPES_BY_ORGANIZATION.brf).toContain('membership_requested');
  });

  it('a board: the award made and a proposal fallen; a provider hears of neither', () => {
    for (const type of ['award_made', 'award_withdrawn'] as const) {
      expect(NOTIFICATION_TYPES_BY_ORGANIZATION.brf).toContain(type);
      expect(NOTIFICATION_TYPES_BY_ORGANIZATION.service_provider).not.toContain(type);
    }
  });

  it('a provider: someone asking to join its company, never an award proposal', () => {
    expect(NOTIFICATION_TYPES_BY_ORGANIZATION.service_provider).toContain('membership_requested');
    expect(NOTIFICATION_TYPES_BY_ORGANIZATION.service_provider).not.toContain('award_proposed');
  });

  it("a provider: its own quote's receipt; a board never gets one", () => {
    expect(NOTIFICATION_TYPES_BY_ORGANIZATION.service_provider).toContain('quote_receipt');
    expect(NOTIFICATION_TYPES_BY_ORGANIZATION.brf).not.toContain('quote_receipt');
  });

  it('a bidder, a follower and a board following another project: the addenda to a request', () => {
    expect(NOTIFICATION_TYPES_BY_ORGANIZATION.service_provider).toContain('request_addendum');
    expect(NOTIFICATION_TYPES_BY_ORGANIZATION.brf).toContain('request_addendum');
  });

  it('every type is one the database knows, and an account without an organisation sees them all', () => {
    for (const types of Object.values(NOTIFICATION_TYPES_BY_ORGANIZATION)) {
      for (const type of types) expect(NOTIFICATION_TYPES).toContain(type);
    }
    expect(receivableNotificationTypes(null)).toEqual(NOTIFICATION_TYPES);
  });

  it('e-mails by default what private.email_default does', () => {
    expect([...EMAIL_BY_DEFAULT].sort()).toEqual(
      [
        'new_quote',
        'new_question',
        'project_awarded',
        'ready_to_award',
        'deadline_1week',
        'deadline_2weeks',
        'deadline_1month',
        'award_proposed',
        'membership_requested',
        'quote_receipt',
        'request_addendum',
        'award_made',
        'award_withdrawn',
        'board_changed',
      ].sort(),
    );
  });
});

describe('where a notification leads', () => {
  it("to the project's part that needs the reader", () => {
    expect(notificationPath('award_proposed', 'p-1')).toBe('/projects/p-1#quotes');
    expect(notificationPath('ready_to_award', 'p-1')).toBe('/projects/p-1#quotes');
    expect(notificationPath('new_question', 'p-1')).toBe('/projects/p-1#messages');
    expect(notificationPath('project_cancelled', 'p-1')).toBe('/projects/p-1');
    expect(notificationPath('request_addendum', 'p-1')).toBe('/projects/p-1#addenda');
    expect(notificationPath('award_made', 'p-1')).toBe('/projects/p-1#quotes');
    expect(notificationPath('award_withdrawn', 'p-1')).toBe('/projects/p-1#quotes');
  });

  it('someone asking to join: to the members on /profile; else without a project, the notifications', () => {
    expect(notificationPath('membership_requested', null)).toBe('/profile#members');
    expect(notificationPath('project_deleted', null)).toBe('/notifications');
  });
});
