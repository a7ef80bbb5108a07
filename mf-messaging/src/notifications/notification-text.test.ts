import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text.ts';

describe('notificationText', () => {
  it('finds the catalogue sentence and the title for each type the database writes', () => {
    expect(notificationText('new_quote', 'You have received a new quote for "Stambyte "hus" C".')).toEqual({
      key: 'type.new_quote',
      values: { title: 'Stambyte "hus" C' },
    });
    expect(notificationText('project_awarded', 'The project "Tak" has been awarded to another provider.').key).toBe(
      'type.project_awarded.lost',
    );
    expect(notificationText('project_awarded', 'Congratulations! Your quote for "Tak" has been accepted.').key).toBe(
      'type.project_awarded.won',
    );
    expect(notificationText('deadline_2weeks', 'The submission deadline for "Tak" is in 2 weeks.')).toEqual({
      key: 'type.deadline_2weeks',
      values: { title: 'Tak' },
    });
    expect(
      notificationText('project_deleted', 'The project "Tak" was deleted by its owner. Your quote is kept on record.')
        .values.title,
    ).toBe('Tak');
  });

  it("reads a new quote's provider and amount, and still knows the sentence written before them", () => {
    expect(
      notificationText(
        'new_quote',
        'You have received a new quote for "Stambyte: hus C" from Rör & Värme AB: 1 234 568 kr.',
      ),
    ).toEqual({
      key: 'type.new_quote.detailed',
      values: { title: 'Stambyte: hus C', provider: 'Rör & Värme AB', amount: '1234568' },
    });
    expect(notificationText('new_quote', 'You have received a new quote for "Tak".')).toEqual({
      key: 'type.new_quote',
      values: { title: 'Tak' },
    });
  });

  it('tells the three reply notifications apart', () => {
    expect(notificationText('new_message', 'You have a new reply to your message.').key).toBe(
      'type.new_message.parentSender',
    );
    expect(notificationText('new_message', 'You have a new reply in your project.').key).toBe(
      'type.new_message.projectOwner',
    );
    expect(notificationText('new_message', 'You have a new reply in a project you have quoted on.').key).toBe(
      'type.new_message.quotedProvider',
    );
  });

  it('leaves a sentence it does not know (or of another type) as stored', () => {
    expect(notificationText('new_message', 'Something newer.')).toEqual({ key: null, values: {} });
    expect(notificationText('quote_viewed', 'You have a new reply in your project.').key).toBeNull();
  });
});
