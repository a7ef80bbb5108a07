import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { useTranslation } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import { quotesCatalogue } from '../../i18n.ts';

let receipts: { isPending: boolean; isError: boolean; data?: string[]; refetch: () => void };
const asked = vi.fn();
vi.mock('../../shared/api/quote-receipts.ts', () => ({
  useQuoteReceipts: (projectId: string, allowed: boolean) => {
    asked(projectId, allowed);
    return receipts;
  },
}));
const { SealedBidsPanel } = await import('./sealed-bids-panel.tsx');

function Harness() {
  const { t, language } = useTranslation(quotesCatalogue);
  return <SealedBidsPanel projectId="p1" deadline="2099-03-01T11:00:00Z" t={t} language={language} />;
}
const renderPanel = () =>
  render(
    <Suspense fallback={null}>
      <Harness />
    </Suspense>,
  );

describe('sealed bids before the deadline', () => {
  it('say how many quotes arrived and when, and when the bids open, with no amount or company', async () => {
    const arrivals = ['2099-02-01T09:15:00Z', '2099-02-03T14:40:00Z', '2099-02-20T07:05:00Z'];
    receipts = { isPending: false, isError: false, data: arrivals, refetch: vi.fn() };
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Sealed bids' });
    expect(asked).toHaveBeenCalledWith('p1', true);
    expect(within(panel).getByText('3 quotes received')).toBeTruthy();
    expect(within(panel).getByText(`The bids open ${formatDateTime('2099-03-01T11:00:00Z', 'en')}.`)).toBeTruthy();
    const times = within(panel).getByRole('list', { name: 'Arrival times' });
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(arrivals.map((at) => `Received ${formatDateTime(at, 'en')}`));
    expect(panel.textContent).not.toMatch(/kr|SEK/);
  });

  it('counts one quote in the singular, and none', async () => {
    receipts = { isPending: false, isError: false, data: ['2099-02-01T09:15:00Z'], refetch: vi.fn() };
    const { unmount } = renderPanel();
    expect(await screen.findByText('1 quote received')).toBeTruthy();
    unmount();
    receipts = { isPending: false, isError: false, data: [], refetch: vi.fn() };
    renderPanel();
    expect(await screen.findByText('0 quotes received')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers to try again when the count cannot be read', async () => {
    const refetch = vi.fn();
    receipts = { isPending: false, isError: true, refetch };
    renderPanel();
    expect(await screen.findByText('The received quotes could not be counted.')).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalled();
  });
});
