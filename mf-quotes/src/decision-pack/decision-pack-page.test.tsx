import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@brf/i18n';
import { viewerOf, type SessionUser, type Viewer } from '@brf/supabase/session';
import type { BidOpening } from '../shared/api/bid-opening.ts';
import type { QuoteAssessment } from '../shared/api/quote-assessments.ts';
import type { DecisionProject } from './api/decision-project.ts';
import type { DecisionQuotes } from './api/decision-quotes.ts';
import { decisionPack } from './decision-pack-model.ts';
import { bidOpening, decisionProject, decisionQuotes, quoteRow } from './decision-pack.fixture.ts';

let viewer: Viewer;
let project: DecisionProject | null;
let quotes: DecisionQuotes;
let assessments: Map<string, QuoteAssessment>;
let opening: BidOpening | null;
const asked: Record<string, boolean[]> = { quotes: [], assessments: [], opening: [] };
const toasts: string[] = [];
/** a query hook as the page reads it: nothing is asked for (and nothing arrives) until allowed */
function answer<T>(part: string, data: () => T, allowed: boolean) {
  asked[part]!.push(allowed);
  return allowed
    ? { data: data(), isPending: false, isSuccess: true, isError: false, refetch: vi.fn() }
    : { data: undefined, isPending: true, isSuccess: false, isError: false, refetch: vi.fn() };
}

vi.mock('@brf/supabase/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useViewer: () => viewer,
}));
vi.mock('../shared/quotes-bus.ts', () => ({ showToast: (_type: string, message: string) => toasts.push(message) }));
vi.mock('./api/decision-project.ts', () => ({
  useDecisionProject: () => ({ data: project, isPending: false, isError: false, refetch: vi.fn() }),
}));
vi.mock('./api/decision-quotes.ts', () => ({
  useDecisionQuotes: (_id: string, allowed: boolean) => answer('quotes', () => quotes, allowed),
}));
vi.mock('../shared/api/quote-assessments.ts', () => ({
  useQuoteAssessments: (_id: string, allowed: boolean) => answer('assessments', () => assessments, allowed),
}));
vi.mock('../shared/api/bid-opening.ts', () => ({
  useBidOpening: (_id: string, allowed: boolean) => answer('opening', () => opening, allowed),
}));
const { default: DecisionPackPage } = await import('./decision-pack-page.tsx');

const chair = viewerOf({ user: { id: 'u1', organizationType: 'brf' } as SessionUser, aal: 'aal1', loading: false });
const admin = viewerOf({ user: { id: 'a1', role: 'admin' } as SessionUser, aal: 'aal2', loading: false });

const bygg = quoteRow('q2', 'Bygg AB', {
  quote_amount: 1_100_000,
  price_basis: 'incl_vat',
  amount_incl_vat: 1_100_000,
  vat_amount: 220_000,
  created_at: '2026-10-20T09:00:00Z',
  quote_attachments: [
    { id: 'f1', file_name: 'offert.pdf', file_type: 'application/pdf', file_size: 51_200, storage_path: 'q2/o.pdf' },
  ],
});
const ror = quoteRow('q1', 'Rör AB', {
  quote_amount: 1_200_000,
  created_at: '2026-10-21T09:00:00Z',
  warranty_years: 10,
});
const award = {
  quoteId: 'q2',
  reason: 'Lägst pris och god garanti.',
  proposedBy: 'Anna Andersson',
  confirmedBy: 'Bo Berg',
  proposedAt: '2026-11-02T09:00:00Z',
  confirmedAt: '2026-11-03T09:00:00Z',
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <DecisionPackPage projectId={decisionProject().id} />
      </Suspense>
    </MemoryRouter>,
  );

const part = (name: string) => screen.getByRole('region', { name });

describe('the decision pack', () => {
  beforeEach(() => {
    viewer = chair;
    project = decisionProject({ status: 'awarded' });
    quotes = decisionQuotes({
      quotes: [ror, bygg],
      declarations: [
        { memberName: 'Anna Andersson', conflicts: [], declaredAt: '2026-11-01T12:00:00Z' },
        { memberName: 'Cecilia Ek', conflicts: ['Rör AB'], declaredAt: '2026-11-01T13:00:00Z' },
      ],
      award,
    });
    assessments = new Map([
      ['q2', { scores: [{ user_id: 'u1', member_name: 'Anna Andersson', score: 4 }], note: null }],
    ]);
    opening = null;
    for (const list of Object.values(asked)) list.length = 0;
    toasts.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the six parts in order for the board, an unsealed project with its quotes as received', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Decision pack' })).toBeTruthy();
    expect(screen.getByText('Project: Stambyte i hus A')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Project and request',
      '2. Opening record',
      '3. Comparison',
      '4. Declarations of interest',
      '5. Decision',
      '6. Attachments',
    ]);
    const summary = part('1. Project and request');
    expect(within(summary).getByText('BRF Solgården, Uppsala')).toBeTruthy();
    expect(within(summary).getByText('Price basis, Valid until, Warranty in years')).toBeTruthy();
    expect(within(summary).getByText('No: the board could read each quote as it arrived')).toBeTruthy();

    const received = part('2. Opening record');
    expect(
      within(received).getByText(
        'The bids were not sealed, so there was no sealed opening. The quotes are listed as they were received.',
      ),
    ).toBeTruthy();
    const table = within(received).getByRole('table', { name: 'Quotes as received, oldest first' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bygg AB', 'Rör AB']);
    expect(within(received).getByText('No quote was withdrawn.')).toBeTruthy();
  });

  it('carries a checksum of the quotes shown, computed in the browser over their canonical contents', async () => {
    renderPage();
    const received = await screen.findByRole('region', { name: '2. Opening record' });
    const label = within(received).getByText('Checksum of the quotes shown (SHA-256, computed in this browser)');
    const contents = decisionPack(project!, quotes, assessments, undefined, 'Unknown Service Provider').contents!;
    const expected = createHash('sha256').update(contents, 'utf8').digest('hex');
    expect(await within(received).findByText(expected)).toBeTruthy();
    expect(label.nextElementSibling?.textContent).toBe(expected);
  });

  it('compares the quotes in one column each, the board scores among the rows', async () => {
    renderPage();
    const comparison = await screen.findByRole('table', {
      name: 'The quotes side by side, one column per quote, lowest amount including VAT first',
    });
    expect(
      within(comparison)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Term', 'Bygg AB', 'Rör AB']);
    const rows = within(comparison)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual([
      'Amount as given',
      'Price basis',
      'VAT',
      'Amount incl. VAT',
      'Valid until',
      'Planned start',
      'Duration (weeks)',
      'Warranty (years)',
      'Payment plan',
      'Hourly rate (ÄTA)',
      'Reservations',
      'Standard contract',
      "Board's scores",
      'Average score',
    ]);
    const scores = within(comparison).getByRole('rowheader', { name: "Board's scores" }).closest('tr')!;
    expect(within(scores).getByText('Anna Andersson: 4')).toBeTruthy();
    expect(within(scores).getByText('Not stated')).toBeTruthy();
  });

  it('records the declarations, the confirmed award with its reason and the files by name and size', async () => {
    renderPage();
    const declarations = await screen.findByRole('region', { name: '4. Declarations of interest' });
    expect(within(declarations).getByText('No conflict of interest')).toBeTruthy();
    expect(within(declarations).getByText('Conflict of interest with Rör AB: stood aside')).toBeTruthy();
    const decision = part('5. Decision');
    expect(within(decision).getByText('Bygg AB')).toBeTruthy();
    // the page writes the amount as Swedish does (no-break spaces); the matcher reads them as spaces
    expect(within(decision).getByText('1 100 000 kr (Incl. VAT)')).toBeTruthy();
    expect(within(decision).getByText('Lägst pris och god garanti.')).toBeTruthy();
    expect(within(decision).getByText(/^Anna Andersson, /)).toBeTruthy();
    expect(within(decision).getByText(/^Bo Berg, /)).toBeTruthy();
    const attachments = part('6. Attachments');
    expect(within(attachments).getByText('ritning.pdf (2.5 MB)')).toBeTruthy();
    expect(within(attachments).getByRole('heading', { name: 'Files of the quote from Bygg AB' })).toBeTruthy();
    expect(within(attachments).getByText('offert.pdf (50.0 KB)')).toBeTruthy();
  });

  it("shows a sealed project's opening: bids, withdrawals, who was present, the database's checksum", async () => {
    project = decisionProject({ sealedBids: true });
    quotes = decisionQuotes({ quotes: [bygg] });
    opening = bidOpening({
      bids: [
        {
          quote_id: 'q2',
          provider: 'Bygg AB',
          organization_number: '556000-0001',
          amount: 1_100_000,
          price_basis: 'incl_vat',
          amount_incl_vat: 1_100_000,
          valid_until: '2027-01-31',
          quoted_at: '2026-10-20T09:00:00Z',
        },
      ],
      withdrawn: [{ provider: 'Borta AB', quoted_at: '2026-10-19T09:00:00Z', withdrawn_at: '2026-10-22T09:00:00Z' }],
      present: [{ user_id: 'u1', member_name: 'Anna Andersson', how: 'opened', recorded_at: '2026-11-01T11:10:00Z' }],
    });
    renderPage();
    const record = await screen.findByRole('region', { name: '2. Opening record' });
    expect(asked.opening).toContain(true);
    expect(
      within(record).getByRole('table', { name: 'Bids at the opening, lowest amount including VAT first' }),
    ).toBeTruthy();
    expect(within(record).getByText(/^Borta AB: received .*, withdrawn /)).toBeTruthy();
    expect(within(record).getByText(/^Anna Andersson: opened the quotes /)).toBeTruthy();
    expect(within(record).getByText('Checksum of the opening record (SHA-256)')).toBeTruthy();
    expect(within(record).getByText(opening.checksum)).toBeTruthy();
    expect(within(part('5. Decision')).getByText('No award yet.')).toBeTruthy();
  });

  it('says bids are sealed until the deadline before the opening; gives the reason of a cancellation', async () => {
    project = decisionProject({ sealedBids: true, status: 'cancelled', cancelReason: 'Budgeten räcker inte.' });
    quotes = decisionQuotes();
    renderPage();
    const record = await screen.findByRole('region', { name: '2. Opening record' });
    expect(within(record).getByText(/^The bids are sealed until the deadline, /)).toBeTruthy();
    const decision = part('5. Decision');
    expect(within(decision).getByText('The procurement was cancelled.')).toBeTruthy();
    expect(within(decision).getByText('Budgeten räcker inte.')).toBeTruthy();
  });

  it("is 'Project not found.' for a reader off the board, whose parts are never asked for", async () => {
    project = decisionProject({ myRole: null });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe('/projects');
    expect(toasts).toEqual(['Project not found.']);
    expect([...asked.quotes!, ...asked.assessments!, ...asked.opening!]).not.toContain(true);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('is there for an admin at aal2, who sits on no board', async () => {
    viewer = admin;
    project = decisionProject({ myRole: null });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Decision pack' })).toBeTruthy();
  });

  it('prints with the browser and saves one CSV with the checksum and every part', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:pack';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    const download = screen.getByRole('button', { name: 'Download CSV' });
    await vi.waitFor(() => expect((download as HTMLButtonElement).disabled).toBe(false));
    await user.click(download);
    expect(clicked).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('decision-pack-stambyte-i-hus-a.csv');
    const csv = await saved!.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Decision pack: Stambyte i hus A');
    expect(lines[2]).toMatch(/^Checksum of the quotes shown \(SHA-256, computed in this browser\);[0-9a-f]{64}$/);
    expect(lines).toContain('1. Project and request');
    expect(lines).toContain('Company;Org. no.;Amount;Price basis;Amount incl. VAT;Valid until;Received');
    expect(
      lines.some((line) => line.startsWith('Bygg AB;556677-8899;1100000,00;Incl. VAT;1100000,00;2027-01-31;')),
    ).toBe(true);
    expect(lines).toContain('Term;Bygg AB;Rör AB');
    expect(lines).toContain("Board's scores;Anna Andersson: 4;");
    expect(lines).toContain('Reason;Lägst pris och god garanti.');
    expect(lines).toContain('Bygg AB;offert.pdf;51200');
    vi.unstubAllGlobals();
  });

  it('speaks Swedish when the site does', async () => {
    await act(() => setLanguage('sv', { remember: false }));
    try {
      renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Beslutsunderlag' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Skriv ut eller spara som PDF' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ladda ned CSV' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: '2. Öppningsprotokoll' })).toBeTruthy();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
