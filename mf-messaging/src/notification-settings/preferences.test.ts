import { describe, expect, it } from 'vitest';
import { EMAIL_BY_DEFAULT, NOTIFICATION_TYPES, NOTIFICATION_TYPES_BY_ORGANIZATION } from '@brf/domain/notifications';
import {
  CHANNELS,
  DEFAULT_PREFERENCES,
  PREFERENCE_GROUPS,
  channelChange,
  channelOf,
  channelOfType,
  deliveryOf,
  emailColumn,
  groupsFor,
  preferencesOf,
} from './preferences.ts';

describe('the four choices of a notification type', () => {
  it('map to the in-app and the e-mail column', () => {
    expect(deliveryOf('app')).toEqual({ inApp: true, email: false });
    expect(deliveryOf('email')).toEqual({ inApp: false, email: true });
    expect(deliveryOf('both')).toEqual({ inApp: true, email: true });
    expect(deliveryOf('off')).toEqual({ inApp: false, email: false });
  });

  it('and back: every pair of columns is exactly one choice', () => {
    for (const channel of CHANNELS) expect(channelOf(deliveryOf(channel))).toBe(channel);
    expect(channelOf({ inApp: true, email: true })).toBe('both');
    expect(channelOf({ inApp: false, email: false })).toBe('off');
  });

  it('save both columns of the type at once', () => {
    expect(channelChange('new_quote', 'email')).toEqual({ new_quote: false, email_new_quote: true });
    expect(channelChange('deadline_changed', 'off')).toEqual({
      deadline_changed: false,
      email_deadline_changed: false,
    });
  });
});

describe('no row', () => {
  it('means every type in the app, e-mail only for the types e-mailed by default, e-mail on, no digest at 07', () => {
    const none = preferencesOf(null);
    for (const type of NOTIFICATION_TYPES) {
      expect(none[type]).toBe(true);
      expect(none[emailColumn(type)]).toBe(EMAIL_BY_DEFAULT.includes(type));
      expect(channelOfType(none, type)).toBe(EMAIL_BY_DEFAULT.includes(type) ? 'both' : 'app');
    }
    expect(none).toMatchObject({ email_notifications: true, email_digest: false, digest_hour: 7 });
    expect(none).toEqual(DEFAULT_PREFERENCES);
  });

  it('a row gives its own values; a column it lacks keeps the default', () => {
    const read = preferencesOf({ new_message: false, email_new_message: true, email_digest: true, digest_hour: 18 });
    expect(channelOfType(read, 'new_message')).toBe('email');
    expect(read).toMatchObject({ email_digest: true, digest_hour: 18, new_quote: true, email_new_quote: true });
  });
});

describe('the groups', () => {
  it('hold every notification type once', () => {
    const grouped = PREFERENCE_GROUPS.flatMap(({ types }) => [...types]);
    expect([...grouped].sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('keep only the types a role receives, and drop a group left empty', () => {
    const board = groupsFor(NOTIFICATION_TYPES_BY_ORGANIZATION.brf);
    expect(board.flatMap(({ types }) => types)).not.toContain('quote_viewed');
    expect(board.find(({ group }) => group === 'quotes')?.types).toEqual([
      'new_quote',
      'ready_to_award',
      'award_proposed',
      'award_withdrawn',
      'award_made',
    ]);
    expect(groupsFor(['new_message']).map(({ group }) => group)).toEqual(['messages']);
  });

  it('offer a board and a provider someone asking to join, and only a board an award to confirm', () => {
    const board = groupsFor(NOTIFICATION_TYPES_BY_ORGANIZATION.brf);
    const provider = groupsFor(NOTIFICATION_TYPES_BY_ORGANIZATION.service_provider);
    expect(board.find(({ group }) => group === 'members')?.types).toEqual(['membership_requested', 'board_changed']);
    expect(provider.find(({ group }) => group === 'members')?.types).toEqual(['membership_requested']);
    expect(provider.flatMap(({ types }) => types)).not.toContain('award_proposed');
  });

  it("offer a provider its quote's receipt among the quotes, and a board none", () => {
    const provider = groupsFor(NOTIFICATION_TYPES_BY_ORGANIZATION.service_provider);
    expect(provider.find(({ group }) => group === 'quotes')?.types).toEqual([
      'quote_receipt',
      'quote_viewed',
      'project_awarded',
    ]);
    expect(groupsFor(NOTIFICATION_TYPES_BY_ORGANIZATION.brf).flatMap(({ types }) => types)).not.toContain(
      'quote_receipt',
    );
  });
});

describe('the new types', () => {
  it('are columns of their own, e-mailed by default', () => {
    expect(channelChange('award_proposed', 'app')).toEqual({ award_proposed: true, email_award_proposed: false });
    expect(channelChange('membership_requested', 'off')).toEqual({
      membership_requested: false,
      email_membership_requested: false,
    });
    const none = preferencesOf(null);
    expect(channelOfType(none, 'award_proposed')).toBe('both');
    expect(channelOfType(none, 'membership_requested')).toBe('both');
    const read = preferencesOf({ membership_requested: true, email_membership_requested: false });
    expect(channelOfType(read, 'membership_requested')).toBe('app');
  });
});

describe('an addendum to a request', () => {
  it('reaches a provider and a board in the app and by e-mail unless they choose otherwise', () => {
    const provider = groupsFor(NOTIFICATION_TYPES_BY_ORGANIZATION.service_provider);
    expect(provider.find(({ group }) => group === 'messages')?.types).toContain('request_addendum');
    expect(groupsFor(NOTIFICATION_TYPES_BY_ORGANIZATION.brf).flatMap(({ types }) => types)).toContain(
      'request_addendum',
    );
    expect(channelOfType(preferencesOf(null), 'request_addendum')).toBe('both');
    expect(channelChange('request_addendum', 'app')).toEqual({
      request_addendum: true,
      email_request_addendum: false,
    });
  });
});
