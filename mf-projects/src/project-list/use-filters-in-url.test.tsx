import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { ProjectFilters } from '@brf/domain/projects';
import { useFiltersInUrl } from './use-filters-in-url.ts';
import { useInAppLinks } from './use-in-app-links.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The hook's two states on the page: what the controls show and what the address (the list) says. */
type Prepare = (filters: ProjectFilters) => Promise<unknown> | 'ready';

function Probe({ prepare }: { prepare: Prepare }) {
  const { filters, shown, update } = useFiltersInUrl(prepare);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="shown">{`${shown.sort}:${shown.order}:${shown.view}`}</output>
      <output data-testid="listed">{`${filters.sort}:${filters.order}:${filters.view}`}</output>
      <output data-testid="address">{location.search}</output>
      <button type="button" onClick={() => update({ sort: 'title', order: 'asc' })}>
        by title
      </button>
      <button type="button" onClick={() => update({ view: 'cards' })}>
        cards
      </button>
      <button type="button" onClick={() => update({ sort: 'deadline', order: 'asc' })}>
        by deadline
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

function renderAt(prepare: Prepare) {
  render(
    <MemoryRouter initialEntries={['/elsewhere', '/projects']} initialIndex={1}>
      <Routes>
        <Route path="/projects" element={<Probe prepare={prepare} />} />
        <Route path="/elsewhere" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the list filters in the address', () => {
  it('show a choice in the controls at once, move the address (and the list) once its first page is in', async () => {
    const page = deferred();
    renderAt(() => page.promise);
    fireEvent.click(screen.getByRole('button', { name: 'by title' }));
    expect(text('shown')).toBe('title:asc:list');
    expect(text('listed')).toBe('deadline:asc:list');
    expect(text('address')).toBe('');
    await act(async () => page.resolve());
    expect(text('listed')).toBe('title:asc:list');
    expect(text('address')).toContain('sort=title');
    expect(text('shown')).toBe('title:asc:list');
  });

  it('compose two quick changes, and only the latest choice reaches the address', async () => {
    const pages = [deferred(), deferred()];
    let call = 0;
    renderAt(() => pages[call++]!.promise);
    fireEvent.click(screen.getByRole('button', { name: 'by title' }));
    fireEvent.click(screen.getByRole('button', { name: 'cards' }));
    expect(text('shown')).toBe('title:asc:cards');
    // the second choice's page arrives first; the first one's, arriving later, changes nothing
    await act(async () => pages[1]!.resolve());
    expect(text('listed')).toBe('title:asc:cards');
    await act(async () => pages[0]!.resolve());
    expect(text('listed')).toBe('title:asc:cards');
    expect(text('address')).toContain('view=cards');
  });

  it('move the address after a short wait when the first page is slow: the list dims the previous page', async () => {
    renderAt(() => new Promise(() => undefined));
    fireEvent.click(screen.getByRole('button', { name: 'by title' }));
    expect(text('listed')).toBe('deadline:asc:list');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(text('listed')).toBe('title:asc:list');
  });

  it('leave the address alone when the visitor went Back before the page arrived', async () => {
    const page = deferred();
    renderAt(() => page.promise);
    fireEvent.click(screen.getByRole('button', { name: 'by title' }));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    await act(async () => page.resolve());
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });
});

function Rows() {
  const onClick = useInAppLinks();
  return (
    // the click handler on the container, as the list page has it
    <ul onClick={onClick}>
      <li>
        <a href="/projects/p1">Stambyte</a>
      </li>
    </ul>
  );
}

describe('the rows of the list', () => {
  const renderRows = () =>
    render(
      <MemoryRouter initialEntries={['/projects']}>
        <Routes>
          <Route path="/projects" element={<Rows />} />
          <Route path="/projects/:id" element={<p>project page</p>} />
        </Routes>
      </MemoryRouter>,
    );

  it('open a project in the app on a plain click', async () => {
    renderRows();
    fireEvent.click(screen.getByRole('link', { name: 'Stambyte' }));
    expect(await screen.findByText('project page')).toBeTruthy();
  });

  it('leave a click with a modifier key to the browser (a new tab)', () => {
    renderRows();
    const link = screen.getByRole('link', { name: 'Stambyte' });
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(screen.queryByText('project page')).toBeNull();
  });

  it('change controls and address together when the first page is already in (one render)', () => {
    renderAt(() => 'ready');
    fireEvent.click(screen.getByRole('button', { name: 'by title' }));
    expect(text('shown')).toBe('title:asc:list');
    expect(text('listed')).toBe('title:asc:list');
    expect(text('address')).toContain('sort=title');
  });

  it('hand the list the shown choice; stable update and clear: a memoised bar renders a change once', async () => {
    const page = deferred();
    const barRenders: string[] = [];
    const handlers: Array<{ update: unknown; clear: unknown }> = [];
    const Bar = memo(function Bar({ shown }: { shown: ProjectFilters }) {
      barRenders.push(shown.sort);
      return null;
    });
    function Page() {
      const { filters, shown, update, clear } = useFiltersInUrl(() => page.promise);
      handlers.push({ update, clear });
      return (
        <>
          <Bar shown={shown} />
          <output data-testid="listed">{filters.sort}</output>
          <button type="button" onClick={() => update({ sort: 'title', order: 'asc' })}>
            by title
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/projects']}>
        <Routes>
          <Route path="/projects" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    barRenders.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'by title' }));
    await act(async () => page.resolve());
    expect(text('listed')).toBe('title');
    // not again when its page lands and the address follows
    expect(barRenders).toEqual(['title']);
    expect(new Set(handlers.map(({ update }) => update)).size).toBe(1);
    expect(new Set(handlers.map(({ clear }) => clear)).size).toBe(1);
  });

  it('back to the listed choice while another waits: the listed one shows, the waiting one never lands', async () => {
    const slow = deferred();
    renderAt((filters) => (filters.sort === 'title' ? slow.promise : 'ready'));
    fireEvent.click(screen.getByRole('button', { name: 'by title' }));
    expect(text('shown')).toBe('title:asc:list');
    fireEvent.click(screen.getByRole('button', { name: 'by deadline' }));
    expect(text('shown')).toBe('deadline:asc:list');
    await act(async () => slow.resolve());
    expect(text('listed')).toBe('deadline:asc:list');
    expect(text('shown')).toBe('deadline:asc:list');
  });
});
