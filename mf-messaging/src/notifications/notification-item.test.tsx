import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setLanguage } from '@brf/i18n';
import type { NotificationRow } from './api/notification-row.ts';
import { NotificationItem } from './notification-item.tsx';

const row = (over: Partial<NotificationRow>): NotificationRow => ({
  id: 'n1',
  user_id: 'u1',
  type: 'new_quote',
  message: 'x',
  params: {},
  project_id: null,
  quote_id: null,
  read: false,
  created_at: '2026-11-26T13:05:00Z',
  projects: null,
  ...over,
});

const request = row({
  type: 'membership_requested',
  message: 'Sara Lund (sara@x.se) asks to join BRF Eken. Invite them from your profile page.',
  params: { author: 'Sara Lund', email: 'sara@x.se', organization: 'BRF Eken' },
});
const proposal = row({
  type: 'award_proposed',
  message: 'Anna Berg proposes awarding "Stambyte". Confirm or withdraw the proposal.',
  params: { title: 'Stambyte', author: 'Anna Berg' },
  project_id: 'p-1',
  projects: { title: 'Stambyte' },
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.hash}</output>;
}

const onViewProject = vi.fn();

async function show(notification: NotificationRow) {
  render(
    <MemoryRouter initialEntries={['/notifications']}>
      <Suspense fallback={<p>loading</p>}>
        <ul>
          <NotificationItem
            notification={notification}
            onMarkRead={() => undefined}
            onDelete={() => undefined}
            onViewProject={onViewProject}
          />
        </ul>
      </Suspense>
      <Where />
    </MemoryRouter>,
  );
  await screen.findByRole('listitem');
}

describe('a notification on /notifications', () => {
  afterEach(() => {
    cleanup();
    onViewProject.mockReset();
  });
  afterAll(async () => await setLanguage('en', { remember: false }));

  it('someone asking to join: their name and address, and a link to the members on /profile', async () => {
    await act(() => setLanguage('en', { remember: false }));
    await show(request);
    expect(screen.getByText(request.message)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View Project' })).toBeNull();
    const members = screen.getByRole('link', { name: 'View Members' });
    expect(members.getAttribute('href')).toBe('/profile#members');
    fireEvent.click(members, { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/profile#members');
  });

  it('in Swedish', async () => {
    await act(() => setLanguage('sv', { remember: false }));
    await show(request);
    expect(screen.getByText('Sara Lund (sara@x.se) vill gå med i BRF Eken. Bjud in från din profilsida.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visa medlemmar' }).getAttribute('href')).toBe('/profile#members');
  });

  it('an award proposed: the proposer, and the project', async () => {
    await act(() => setLanguage('sv', { remember: false }));
    await show(proposal);
    expect(
      screen.getByText('Anna Berg föreslår att "Stambyte" tilldelas. Bekräfta eller dra tillbaka förslaget.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Visa projekt' }), { button: 0 });
    expect(onViewProject).toHaveBeenCalledWith('p-1');
    expect(screen.queryByRole('link', { name: 'Visa medlemmar' })).toBeNull();
  });

  it('a message notification whose facts name no variant shows its stored message, in either language', async () => {
    const stored = 'You have a new reply to your message.';
    const reply = row({ type: 'new_message', message: stored, params: {}, project_id: 'p-1' });
    await act(() => setLanguage('sv', { remember: false }));
    await show(reply);
    expect(screen.getByText(stored)).toBeTruthy();
    expect(screen.queryByText('Du har fått ett nytt svar i ditt projekt.')).toBeNull();
    cleanup();
    await act(() => setLanguage('en', { remember: false }));
    await show({ ...reply, params: { title: 'Stambyte' } });
    expect(screen.getByText(stored)).toBeTruthy();
    expect(screen.queryByText('You have a new reply in your project.')).toBeNull();
  });

  it('read: no link, as for a project', async () => {
    await act(() => setLanguage('en', { remember: false }));
    await show({ ...request, read: true });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
