import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { setLanguage } from '@brf/i18n';
import { NOTIFICATION_TYPES } from '@brf/domain/notifications';
import { queryClient, queryKeys, resetQueryClientForTests } from '@brf/supabase/data';
import en from '../../locales/en.json' with { type: 'json' };
import sv from '../../locales/sv.json' with { type: 'json' };
import type { MailDeliveryEntry } from '../api/mail-delivery.ts';
import { MailDeliveryPanel } from './mail-delivery-panel.tsx';

const ENTRIES: MailDeliveryEntry[] = [
  {
    id: 'm1',
    status: 'failed',
    kind: 'notification',
    type: 'new_quote',
    email: 'styrelsen@brf-eken.se',
    attempts: 5,
    last_error: '550 5.1.1 mailbox unavailable',
    created_at: '2026-11-27T11:00:00Z',
  },
  {
    id: 'm2',
    status: 'pending',
    kind: 'digest',
    type: null,
    email: 'bygg@firma.se',
    attempts: 2,
    last_error: 'timeout',
    created_at: '2026-11-26T11:00:00Z',
  },
  {
    id: 'm3',
    status: 'sending',
    kind: 'notification',
    type: 'invoice_sent',
    email: 'x@y.se',
    attempts: 1,
    last_error: '421 try later',
    created_at: '2026-11-25T11:00:00Z',
  },
];

function renderPanel(entries: MailDeliveryEntry[]) {
  queryClient().setQueryData(queryKeys.adminMailDelivery('u1'), entries);
  return render(
    <Suspense fallback={null}>
      <MailDeliveryPanel userId="u1" />
    </Suspense>,
  );
}

/** A row's header cell (its time) and its cells, as read. */
const cellTexts = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

beforeEach(() => resetQueryClientForTests());
afterEach(() => setLanguage('en', { remember: false }));

describe('the e-mail delivery panel', () => {
  it('says so when no e-mail failed', async () => {
    renderPanel([]);
    expect(await screen.findByRole('heading', { name: 'E-mail delivery' })).toBeTruthy();
    expect(screen.getByText('No failed e-mails')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so in Swedish', async () => {
    await setLanguage('sv', { remember: false });
    renderPanel([]);
    expect(await screen.findByRole('heading', { name: 'E-postleverans' })).toBeTruthy();
    expect(screen.getByText('Inga misslyckade e-postmeddelanden')).toBeTruthy();
  });

  it('lists time, recipient, type, status, attempts and error in English', async () => {
    renderPanel(ENTRIES);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Time', 'Recipient', 'Type', 'Status', 'Attempts', 'Error']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [failed, digest, unknown] = rows.map(cellTexts);
    expect(failed?.[0]).toMatch(/^Nov 27, 2026 \d\d:\d\d$/);
    expect(failed?.slice(1)).toEqual([
      'styrelsen@brf-eken.se',
      'New quote',
      'Failed',
      '5',
      '550 5.1.1 mailbox unavailable',
    ]);
    expect(digest?.slice(2, 4)).toEqual(['Daily summary', 'Retrying']);
    // a type this version has no words for shows as its code
    expect(unknown?.slice(2, 4)).toEqual(['invoice_sent', 'Retrying']);
    expect(rows[2]?.querySelector('code')?.textContent).toBe('invoice_sent');
    expect(screen.getByText(/^3 notification e-mails that failed or are being retried/)).toBeTruthy();
    // the table scrolls inside a named, keyboard-reachable region
    const region = screen.getByRole('region', { name: /3 notification e-mails/ });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(table)).toBe(true);
  });

  it('lists them in Swedish, times as Swedish writes them', async () => {
    await setLanguage('sv', { remember: false });
    renderPanel(ENTRIES);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tid', 'Mottagare', 'Typ', 'Status', 'Försök', 'Fel']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (i: number) => cellTexts(rows[i] as HTMLElement);
    expect(cells(0)[0]).toMatch(/^27 nov\. 2026 \d\d:\d\d$/);
    expect(cells(0).slice(2, 4)).toEqual(['Ny offert', 'Misslyckades']);
    expect(cells(1).slice(2, 4)).toEqual(['Daglig sammanfattning', 'Försöker igen']);
    expect(rows[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27T11:00:00Z');
  });

  it('has a label for every notification type in both languages', () => {
    for (const type of [...NOTIFICATION_TYPES, 'digest']) {
      expect(en).toHaveProperty([`mail.type.${type}`]);
      expect(sv).toHaveProperty([`mail.type.${type}`]);
    }
  });
});
