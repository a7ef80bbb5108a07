import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ShellRouter } from './shell-router.tsx';

/** What each render showed: the page's own choice and the address, as 'choice path?search'. */
let renders: string[] = [];

function Page() {
  const [choice, setChoice] = useState('deadline');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  renders.push(`${choice} ${pathname}${search}`);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // what the list does for a page in the cache: the control and the address in one event
          setChoice('title');
          navigate({ search: '?sort=title' }, { replace: true });
        }}
      >
        Sort
      </button>
      <button
        type="button"
        onClick={() => {
          setChoice('title');
          navigate('/projects/p-1');
        }}
      >
        Open
      </button>
      <p>{`${choice} ${pathname}${search}`}</p>
    </>
  );
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <ShellRouter>
      <Routes>
        <Route path="/projects" element={<Page />} />
        <Route path="/projects/:id" element={<Page />} />
      </Routes>
    </ShellRouter>,
  );
  renders = [];
}

afterEach(() => {
  cleanup();
  renders = [];
});

describe('ShellRouter', () => {
  it('renders a new query string on the same page together with the update that wrote it', async () => {
    renderAt('/projects');
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByText('title /projects?sort=title')).toBeTruthy();
    expect(window.location.search).toBe('?sort=title');
    // never the new choice at the old address: one render for both
    expect(renders).toEqual(['title /projects?sort=title']);
  });

  it('moves to another page as a transition, after the urgent update', async () => {
    renderAt('/projects');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('title /projects/p-1')).toBeTruthy();
    expect(renders[0]).toBe('title /projects');
  });

  it('follows the browser Back button', async () => {
    renderAt('/projects');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(screen.getByText(/ \/projects$/)).toBeTruthy();
  });
});
