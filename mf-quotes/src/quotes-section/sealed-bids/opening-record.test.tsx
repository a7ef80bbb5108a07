import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '@brf/i18n';
import { formatStockholmDateTime } from '@brf/domain/format';
import { formatExactQuoteAmount } from '@brf/domain/quotes';
import { DataError } from '@brf/supabase/data';
import type { BidOpening } from '../../shared/api/bid-opening.ts';
import type { QuoteProject } from '../../shared/api/quote-project.ts';
import { quotesCatalogue } from '../../i18n.ts';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../../shared/quotes-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
}));
let opening: { isPending: boolean; isError: boolean; data?: BidOpening | null; refetch: () => void };
const record = vi.fn();
vi.mock('../../shared/api/bid-opening.ts', () => ({
  useBidOpening: () => opening,
  useRecordOpeningAttendance: () => ({ mutate: record, isPending: false }),
}));
const person = (user_id: string, first_name: string, role: string) => ({
  user_id,
  first_name,
  last_name: 'Svensson',
  role,
  email: `${first_name.toLowerCase()}@brf.se`,
  may_invite: false,
  joined_at: '2026-01-01T00:00:00Z',
});
vi.mock('../../shared/api/board-members.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useOrganizationPeople: () => ({
    isPending: false,
    data: [
      person('chair', 'Anna', 'chair'),
      person('u2', 'Bertil', 'member'),
      person('u3', 'Cecilia', 'deputy'),
      person('u4', 'David', 'observer'),
    ],
  }),
}));
const { OpeningRecord } = await import('./opening-record.tsx');

const project = (changes: Partial<QuoteProject> = {}): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte hus A',
  status: 'closed',
  submissionDeadline: '2026-11-01T11:00:00Z',
  ownerUserId: 'chair',
  myRole: 'chair',
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms: [],
  sealedBids: true,
  ...changes,
});
const CHECKSUM = 'a3f1'.repeat(16);
const opened: BidOpening = {
  openedAt: '2026-11-01T11:00:00Z',
  bids: [
    {
      quote_id: 'q2',
      provider: 'Beta Rör AB',
      organization_number: '559900-1122',
      amount: 1000000,
      price_basis: 'incl_vat',
      amount_incl_vat: 1000000,
      valid_until: '2027-01-31',
      quoted_at: '2026-10-20T10:00:00Z',
    },
    {
      quote_id: 'q1',
      provider: 'Alfa Bygg AB',
      organization_number: '556677-8899',
      amount: 900000,
      price_basis: 'excl_vat',
      amount_incl_vat: 1125000,
      valid_until: null,
      quoted_at: '2026-10-18T10:00:00Z',
    },
  ],
  received: 2,
  hiddenForConflict: 0,
  hiddenUntilDeclared: 0,
  withdrawn: [{ provider: 'Gamma AB', quoted_at: '2026-10-10T08:00:00Z', withdrawn_at: '2026-10-12T09:30:00Z' }],
  checksum: CHECKSUM,
  present: [{ user_id: 'chair', member_name: 'Anna Svensson', how: 'opened', recorded_at: '2026-11-01T11:05:00Z' }],
};

function Harness({ of }: { of: QuoteProject }) {
  const { t, language } = useTranslation(quotesCatalogue);
  return (
    <>
      <OpeningRecord project={of} t={t} language={language} />
      <p>{t('section.title')}</p>
    </>
  );
}
const renderRecord = (of = project()) =>
  render(
    <Suspense fallback={null}>
      <Harness of={of} />
    </Suspense>,
  );

describe('the opening record of sealed bids', () => {
  beforeEach(() => {
    toasts.length = 0;
    record.mockReset();
    opening = { isPending: false, isError: false, data: opened, refetch: vi.fn() };
  });

  it('lists every bid with its amount, basis, amount including VAT and validity, lowest first', async () => {
    renderRecord();
    const part = await screen.findByRole('region', { name: 'Opening record' });
    expect(within(part).getByText(formatStockholmDateTime('2026-11-01T11:00:00Z', 'en'))).toBeTruthy();
    const table = within(part).getByRole('table', { name: 'Bids at the opening, lowest amount including VAT first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [
        'Beta Rör ABOrg. no. 559900-1122',
        formatExactQuoteAmount(1000000),
        'Incl. VAT',
        formatExactQuoteAmount(1000000),
        'Jan 31, 2027',
      ],
      [
        'Alfa Bygg ABOrg. no. 556677-8899',
        formatExactQuoteAmount(900000),
        'Excl. VAT',
        formatExactQuoteAmount(1125000),
        '–',
      ],
      [
        'Gamma AB',
        `Withdrawn ${formatStockholmDateTime('2026-10-12T09:30:00Z', 'en')} ` +
          `(received ${formatStockholmDateTime('2026-10-10T08:00:00Z', 'en')})`,
      ],
    ]);
  });

  it(`prints 'Valid until' as the day written and the times in Swedish time, in ${process.env.TZ}`, async () => {
    opening = {
      ...opening,
      data: { ...opened, openedAt: '2026-12-01T11:00:00Z', bids: [{ ...opened.bids[0]!, valid_until: '2026-12-01' }] },
    };
    renderRecord();
    const part = await screen.findByRole('region', { name: 'Opening record' });
    expect(within(part).getByRole('cell', { name: 'Dec 01, 2026' })).toBeTruthy();
    expect(within(part).getByText('Dec 01, 2026 12:00')).toBeTruthy();
  });

  it('counts every bid received, and says how many the reader may not see and why', async () => {
    opening = {
      ...opening,
      data: { ...opened, bids: [opened.bids[0]!], received: 3, hiddenForConflict: 1, hiddenUntilDeclared: 1 },
    };
    renderRecord();
    const part = await screen.findByRole('region', { name: 'Opening record' });
    expect(within(part).getByText('Number of bids').nextElementSibling?.textContent).toBe('3');
    expect(within(part).getByText('1 bid hidden from you because of your declared conflict')).toBeTruthy();
    expect(
      within(part).getByText('1 bid hidden from you until you declare your interests in this project'),
    ).toBeTruthy();
    expect(within(part).queryByText('No bids had arrived by the deadline.')).toBeNull();
  });

  it('never says no bids had arrived when every bid is hidden from the reader', async () => {
    opening = {
      ...opening,
      data: { ...opened, bids: [], withdrawn: [], received: 2, hiddenForConflict: 2, hiddenUntilDeclared: 0 },
    };
    renderRecord();
    const part = await screen.findByRole('region', { name: 'Opening record' });
    expect(within(part).getByText('Number of bids').nextElementSibling?.textContent).toBe('2');
    expect(within(part).getByText('2 bids hidden from you because of your declared conflict')).toBeTruthy();
    expect(within(part).queryByText('No bids had arrived by the deadline.')).toBeNull();
    expect(within(part).queryByRole('table')).toBeNull();
  });

  it('says no bids had arrived only when none had', async () => {
    opening = { ...opening, data: { ...opened, bids: [], withdrawn: [], received: 0 } };
    renderRecord();
    const part = await screen.findByRole('region', { name: 'Opening record' });
    expect(within(part).getByText('No bids had arrived by the deadline.')).toBeTruthy();
  });

  it('shows the checksum whole, and who was present and how', async () => {
    renderRecord();
    await screen.findByRole('region', { name: 'Opening record' });
    expect(screen.getByText(CHECKSUM).tagName).toBe('CODE');
    expect(
      screen.getByText(`Anna Svensson: opened the quotes ${formatStockholmDateTime('2026-11-01T11:05:00Z', 'en')}`),
    ).toBeTruthy();
  });

  it('lets the chair record board members present who are not yet recorded', async () => {
    record.mockImplementation((_input, options: { onSuccess: (count: number) => void }) => options.onSuccess(2));
    renderRecord();
    const group = await screen.findByRole('group', { name: 'Members present who are not yet recorded' });
    // the chair opened the quotes; an observer does not sit on the board
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual(['Bertil Svensson (board member)', 'Cecilia Svensson (deputy)']);
    await userEvent.click(screen.getByRole('button', { name: 'Record as present' }));
    expect(await screen.findByText('Tick at least one member.')).toBeTruthy();
    expect(record).not.toHaveBeenCalled();
    await userEvent.click(within(group).getByLabelText('Bertil Svensson (board member)'));
    await userEvent.click(within(group).getByLabelText('Cecilia Svensson (deputy)'));
    await userEvent.click(screen.getByRole('button', { name: 'Record as present' }));
    expect(record).toHaveBeenCalledWith({ projectId: 'p1', userIds: ['u2', 'u3'] }, expect.anything());
    expect(toasts).toEqual([{ type: 'success', message: '2 members recorded as present.' }]);
  });

  it("says the database's refusal in the page's words", async () => {
    record.mockImplementation((_input, options: { onError: (error: unknown) => void }) =>
      options.onError(new DataError('The opening record is closed once the project is awarded.', { code: '23514' })),
    );
    renderRecord();
    await userEvent.click(await screen.findByLabelText('Bertil Svensson (board member)'));
    await userEvent.click(screen.getByRole('button', { name: 'Record as present' }));
    expect(toasts).toEqual([{ type: 'error', message: 'The opening record is closed once the project is awarded.' }]);
  });

  it('has no way to record attendance for others than the chair, nor after the award', async () => {
    const { unmount } = renderRecord(project({ myRole: 'member' }));
    await screen.findByRole('region', { name: 'Opening record' });
    expect(screen.queryByRole('button', { name: 'Record as present' })).toBeNull();
    unmount();
    renderRecord(project({ status: 'awarded', winningQuoteId: 'q2', winningProviderId: 'sp2' }));
    await screen.findByRole('region', { name: 'Opening record' });
    expect(screen.queryByRole('button', { name: 'Record as present' })).toBeNull();
  });

  it('shows nothing before the opening', async () => {
    opening = { isPending: false, isError: false, data: null, refetch: vi.fn() };
    const { container } = renderRecord();
    await screen.findByText('Quotes');
    expect(container.textContent).toBe('Quotes');
  });
});
