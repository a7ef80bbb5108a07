import { describe, expect, it } from 'vitest';
import { sentenceKey } from './notification-sentence.ts';

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
