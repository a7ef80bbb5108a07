import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Suspense } from 'react';
import { setLanguage } from '@brf/i18n';
import { formatDeadline } from '@brf/domain/format';
import type { TodoRow } from './my-todo.ts';
import { TodoList, TODO_SHOWN } from './todo-list.tsx';
import type { TodoViewer } from './todo-items.ts';

const row = (kind: string, over: Partial<TodoRow> = {}): TodoRow => ({
  kind,
  project_id: `p-${kind}`,
  title: 'Stambyte',
  count: 1,
  at: '2026-11-20T10:00:00Z',
  ...over,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.hash}</output>;
}

async function show(rows: TodoRow[], viewer: TodoViewer) {
  const view = render(
    <MemoryRouter initialEntries={['/projects']}>
      <Suspense fallback={<p>loading</p>}>
        <TodoList rows={rows} viewer={viewer} />
      </Suspense>
      <Where />
    </MemoryRouter>,
  );
  // the catalogue arrives (Suspense) before anything is shown
  await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
  return view;
}

const links = () => screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(async () => {
  await act(() => setLanguage('en', { remember: false }));
});

describe('the to-do above the project list', () => {
  it('renders nothing at all (no heading) when nothing waits', async () => {
    const { container } = await show([], 'brf');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[data-part="todo"]')).toBeNull();
  });

  it("leaves out kinds that are not the viewer's (and kinds it does not know)", async () => {
    await show([row('won'), row('deadline_soon'), row('something_new')], 'brf');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("the board's: what waits for the reader first, then awards, questions, new quotes; newest first", async () => {
    await show(
      [
        row('new_quotes', { project_id: 'a', title: 'Fönster', count: 1, at: '2026-11-21T10:00:00Z' }),
        row('declare_interest', { project_id: 'f', title: 'Hiss', count: 2, at: '2026-11-24T10:00:00Z' }),
        row('confirm_award', { project_id: 'g', title: 'Ventilation', count: 1, at: '2026-11-01T10:00:00Z' }),
        row('unanswered_question', { project_id: 'b', title: 'Stambyte', count: 2, at: '2026-11-19T10:00:00Z' }),
        row('ready_to_award', { project_id: 'c', title: 'Tak', count: 3, at: '2026-11-10T10:00:00Z' }),
        row('unanswered_question', { project_id: 'd', title: 'Hiss', count: 1, at: '2026-11-22T10:00:00Z' }),
        row('new_quotes', { project_id: 'e', title: 'Fasad', count: 4, at: '2026-11-23T10:00:00Z' }),
      ],
      'brf',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Needs your attention' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 7' }));
    expect(links()).toEqual([
      ['Confirm the proposed award on "Ventilation"', '/projects/g#quotes'],
      ['Declare your interests to see 2 quotes on "Hiss"', '/projects/f#quotes'],
      ['Ready to award: 3 quotes on "Tak"', '/projects/c#quotes'],
      ['1 unanswered question on "Hiss"', '/projects/d#messages'],
      ['2 unanswered questions on "Stambyte"', '/projects/b#messages'],
      ['4 new quotes on "Fasad"', '/projects/e#quotes'],
      ['1 new quote on "Fönster"', '/projects/a#quotes'],
    ]);
  });

  it("a provider's: the soonest deadline first, then answers, then outcomes (newest first)", async () => {
    const soon = '2026-11-25T12:00:00Z';
    const later = '2026-11-28T12:00:00Z';
    await show(
      [
        row('not_awarded', { project_id: 'n', title: 'Tak', at: '2026-11-18T10:00:00Z' }),
        row('deadline_soon', { project_id: 'l', title: 'Fasad', at: later }),
        row('won', { project_id: 'w', title: 'Stambyte', at: '2026-11-19T10:00:00Z' }),
        row('answered_question', { project_id: 'q', title: 'Hiss', count: 2 }),
        row('deadline_soon', { project_id: 's', title: 'Fönster', at: soon }),
      ],
      'provider',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'For you' })).toBeTruthy();
    expect(links()).toEqual([
      [`Deadline ${formatDeadline(soon, 'en')} for "Fönster"`, '/projects/s'],
      [`Deadline ${formatDeadline(later, 'en')} for "Fasad"`, '/projects/l'],
      ['The board answered on "Hiss"', '/projects/q#messages'],
      ['You won "Stambyte"', '/projects/w'],
      ['Not awarded: "Tak"', '/projects/n'],
    ]);
  });

  it('speaks Swedish with Swedish plurals and dates', async () => {
    await act(() => setLanguage('sv', { remember: false }));
    await show(
      [
        row('unanswered_question', { project_id: 'b', count: 2 }),
        row('ready_to_award', { project_id: 'c', count: 1 }),
        row('new_quotes', { project_id: 'a', count: 3 }),
        row('declare_interest', { project_id: 'd', count: 1 }),
        row('confirm_award', { project_id: 'e' }),
      ],
      'brf',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Behöver er uppmärksamhet' })).toBeTruthy();
    expect(links().map(([text]) => text)).toEqual([
      'Bekräfta förslaget till tilldelning av "Stambyte"',
      'Ange om du är jävig för att se 1 offert på "Stambyte"',
      'Redo att tilldelas: 1 offert på "Stambyte"',
      '2 obesvarade frågor om "Stambyte"',
      '3 nya offerter på "Stambyte"',
    ]);
  });

  it('speaks Swedish to a provider, the deadline in Swedish form', async () => {
    await act(() => setLanguage('sv', { remember: false }));
    const at = '2026-11-25T12:00:00Z';
    await show(
      [row('deadline_soon', { at }), row('won', { project_id: 'w' }), row('answered_question', { project_id: 'q' })],
      'provider',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Aktuellt för dig' })).toBeTruthy();
    const deadline = formatDeadline(at, 'sv');
    expect(deadline).toMatch(/^\d{1,2} nov\. 2026 \d{2}:\d{2}$/);
    expect(links().map(([text]) => text)).toEqual([
      `Sista offertdag ${deadline} för "Stambyte"`,
      'Styrelsen har svarat om "Stambyte"',
      'Du fick uppdraget "Stambyte"',
    ]);
  });

  it('counts the quotes waiting for a declaration as the language does', async () => {
    await show([row('declare_interest', { project_id: 'd', count: 1 })], 'brf');
    expect(links()).toEqual([['Declare your interests to see 1 quote on "Stambyte"', '/projects/d#quotes']]);
    await act(() => setLanguage('sv', { remember: false }));
    expect(links()).toEqual([['Ange om du är jävig för att se 1 offert på "Stambyte"', '/projects/d#quotes']]);
  });

  it("leaves the board's new kinds out of a provider's list", async () => {
    await show([row('confirm_award'), row('declare_interest', { count: 2 })], 'provider');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('a click on an item navigates in the app, to the place', async () => {
    await show([row('unanswered_question', { project_id: 'b', count: 2 })], 'brf');
    fireEvent.click(screen.getByRole('link', { name: '2 unanswered questions on "Stambyte"' }), { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/projects/b#messages');
  });

  it(`folds more than ${TODO_SHOWN} items behind a button that says how many`, async () => {
    const rows = Array.from({ length: TODO_SHOWN + 2 }, (_, i) =>
      row('new_quotes', { project_id: `p${i}`, title: `P${i}`, at: `2026-11-${10 + i}T10:00:00Z` }),
    );
    await show(rows, 'brf');
    const panel = screen.getByRole('region', { name: 'Needs your attention' });
    expect(within(panel).getAllByRole('link')).toHaveLength(TODO_SHOWN);
    const toggle = screen.getByRole('button', { name: `Show all ${TODO_SHOWN + 2}` });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(panel).getAllByRole('link')).toHaveLength(TODO_SHOWN + 2);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });
});
