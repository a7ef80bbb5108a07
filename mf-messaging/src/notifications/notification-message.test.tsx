import { afterAll, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { setLanguage } from '@brf/i18n';
import { useNotificationMessage } from './notification-message.tsx';

/** The bell's and the page's sentence, written from the notification's facts in the page's language. */
async function sentence(notification: { type: string; message: string; params: unknown }) {
  const { result } = renderHook(() => useNotificationMessage());
  await waitFor(() => expect(result.current).toBeTypeOf('function'));
  return result.current(notification).replaceAll('\u00a0', ' ');
}

const quote = {
  type: 'new_quote',
  message: 'You have received a new quote for "Stambyte" from Rör AB: 1 250 000 kr.',
  params: { title: 'Stambyte', provider: 'Rör AB', amount: 1250000 },
};

describe('a notification sentence', () => {
  afterAll(async () => await setLanguage('en', { remember: false }));

  it('names the provider and the amount, in Swedish as sv-SE writes them', async () => {
    await setLanguage('sv', { remember: false });
    expect(await sentence(quote)).toBe('Du har fått en ny offert på "Stambyte" från Rör AB: 1 250 000 kr.');
    expect(
      await sentence({
        type: 'project_awarded',
        message: 'The project "Hiss" has been awarded to another provider.',
        params: { title: 'Hiss', outcome: 'not_awarded' },
      }),
    ).toBe('Projektet "Hiss" har tilldelats en annan leverantör.');
  });

  it('names neither provider nor amount to a board that declares interests', async () => {
    await setLanguage('sv', { remember: false });
    const hidden = {
      ...quote,
      message: 'You have received a new quote for "Stambyte".',
      params: { title: 'Stambyte' },
    };
    expect(await sentence(hidden)).toBe('Du har fått en ny offert på "Stambyte".');
  });

  it('writes an award proposal, also by a proposer without a name', async () => {
    await setLanguage('en', { remember: false });
    const proposal = { type: 'award_proposed', message: 'x', params: { title: 'Tak', author: 'Anna Berg' } };
    expect(await sentence(proposal)).toBe('Anna Berg proposes awarding "Tak". Confirm or withdraw the proposal.');
    expect(await sentence({ ...proposal, params: { title: 'Tak', author: '' } })).toBe(
      'A board member proposes awarding "Tak". Confirm or withdraw the proposal.',
    );
  });

  it('writes the new kinds in English', async () => {
    await setLanguage('en', { remember: false });
    expect(
      await sentence({
        type: 'ready_to_award',
        message: 'x',
        params: { title: 'Hiss', quotes: 2 },
      }),
    ).toBe('The submission deadline for "Hiss" has passed with 2 quotes: ready to award.');
    expect(await sentence({ type: 'new_message', message: 'x', params: { title: 'Tak', variant: 'followed' } })).toBe(
      'New message on "Tak", a project you follow.',
    );
  });

  it('shows the stored sentence of a row without its facts, or of a type this build does not know', async () => {
    await setLanguage('sv', { remember: false });
    const stored = 'The project "Takbyte" was deleted by its owner. Your quote is kept on record.';
    expect(await sentence({ type: 'project_deleted', message: stored, params: {} })).toBe(stored);
    expect(await sentence({ type: 'someday_type', message: 'Hello', params: { title: 'x' } })).toBe('Hello');
  });
});
