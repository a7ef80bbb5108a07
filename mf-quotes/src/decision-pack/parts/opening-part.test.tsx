import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { setLanguage } from '@brf/i18n';
import type { OpeningRecord } from '../decision-pack-model.ts';
import { usePackTexts } from '../pack-texts.ts';
import { OpeningPart } from './opening-part.tsx';

type Opened = Extract<OpeningRecord, { kind: 'opened' }>;

const opened = (changes: Partial<Opened> = {}): Opened => ({
  kind: 'opened',
  // noon in Stockholm (winter time)
  openedAt: '2026-12-01T11:00:00Z',
  bids: [
    {
      quoteId: 'q2',
      provider: 'Rör AB',
      organizationNumber: '556000-0002',
      amount: 4_350_000,
      priceBasis: 'excl_vat',
      amountInclVat: 5_437_500,
      validUntil: '2026-12-01',
      quotedAt: '2026-11-20T22:30:00Z',
    },
  ],
  received: 3,
  hiddenForConflict: 1,
  hiddenUntilDeclared: 1,
  withdrawn: [],
  present: [],
  checksum: 'ab'.repeat(32),
  ...changes,
});

function Part({ opening }: { opening: OpeningRecord }) {
  const texts = usePackTexts();
  return <OpeningPart opening={opening} contents={{ state: 'none', value: null }} texts={texts} />;
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe(`the decision pack's opening record, in ${process.env.TZ}`, () => {
  afterEach(() => setLanguage('en'));

  it('states every bid received, says which the reader may not see and why, and prints dates as they are', async () => {
    render(<Part opening={opened()} />);
    const part = await screen.findByRole('region', { name: '2. Opening record' });
    expect(within(part).getByText('Bids received by the deadline').nextElementSibling?.textContent).toBe('3');
    expect(within(part).getByText('Opened').nextElementSibling?.textContent).toBe('Dec 01, 2026 12:00');
    expect(within(part).getByText('1 bid hidden from you because of your declared conflict')).toBeTruthy();
    expect(
      within(part).getByText('1 bid hidden from you until you declare your interests in this project'),
    ).toBeTruthy();
    expect(within(part).queryByText('No bids had arrived by the deadline.')).toBeNull();
    // 'Valid until' is the day the bidder wrote; the quote arrived at 23:30 Swedish time on Nov 20
    const [row] = cells(within(part).getByRole('table'));
    expect([row?.[0], ...(row?.slice(5) ?? [])]).toEqual(['Rör AB', 'Dec 01, 2026', 'Nov 20, 2026 23:30']);
  });

  it('in Swedish too', async () => {
    setLanguage('sv');
    render(<Part opening={opened({ hiddenUntilDeclared: 0, hiddenForConflict: 2 })} />);
    const part = await screen.findByRole('region', { name: '2. Öppningsprotokoll' });
    expect(within(part).getByText('Offerter inkomna till sista offertdag').nextElementSibling?.textContent).toBe('3');
    expect(within(part).getByText('2 offerter är dolda för dig eftersom du har anmält jäv')).toBeTruthy();
    expect(cells(within(part).getByRole('table'))[0]?.slice(5)).toEqual(['1 dec. 2026', '20 nov. 2026 23:30']);
  });

  it('says no bids had arrived only when none had', async () => {
    render(<Part opening={opened({ bids: [], received: 0, hiddenForConflict: 0, hiddenUntilDeclared: 0 })} />);
    const part = await screen.findByRole('region', { name: '2. Opening record' });
    expect(within(part).getByText('No bids had arrived by the deadline.')).toBeTruthy();
  });
});
