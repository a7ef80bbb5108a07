import { describe, expect, it } from 'vitest';
import { notificationPath, sentenceKey, sentenceValues } from './notification-sentence.ts';

describe("a message notification's sentence (decision 0016)", () => {
  it('is the one its facts name: whom the reply is for, or a followed project', () => {
    expect(sentenceKey('new_message', { variant: 'parentSender' })).toBe('type.new_message.parentSender');
    expect(sentenceKey('new_message', { variant: 'projectOwner' })).toBe('type.new_message.projectOwner');
    expect(sentenceKey('new_message', { variant: 'quotedProvider' })).toBe('type.new_message.quotedProvider');
    expect(sentenceKey('new_message', { variant: 'followed', title: 'Tak' })).toBe('type.new_message.followed');
  });

  it('is none when the facts name no variant, or one this build does not know: the stored message is shown', () => {
    expect(sentenceKey('new_message', {})).toBeNull();
    expect(sentenceKey('new_message', { title: 'Tak' })).toBeNull();
    expect(sentenceKey('new_message', { variant: 'someoneElse' })).toBeNull();
  });
});

describe("a board's change", () => {
  it('names who came and who invited them, and sends the reader to the profile', () => {
    expect(sentenceKey('board_changed', { kind: 'joined', person: 'Docka Lind', invited_by: 'Stina Berg' })).toBe(
      'type.board_changed.joinedInvited',
    );
    expect(sentenceKey('board_changed', { kind: 'joined', person: 'Docka Lind' })).toBe('type.board_changed.joined');
    expect(sentenceKey('board_changed', { kind: 'rule_changed' })).toBe('type.board_changed.rule_changed');
    // a change this build does not know shows the stored message
    expect(sentenceKey('board_changed', { kind: 'renamed' })).toBeNull();
    expect(sentenceValues({ person: 'Docka Lind', invited_by: 'Stina Berg' }, 'en')).toMatchObject({
      person: 'Docka Lind',
      invitedBy: 'Stina Berg',
    });
    expect(notificationPath('board_changed', null)).toBe('/profile');
  });
});
