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
import type { PackMessage } from './api/decision-questions.ts';
import { requestAddendumOf, requestSnapshotOf } from '@brf/domain/projects';
import type { RequestRecord, SetBudget } from '@brf/supabase/data';
import { decisionPack } from './decision-pack-model.ts';
import { bidOpening, decisionProject, decisionQuotes, quoteRow } from './decision-pack.fixture.ts';

let viewer: Viewer;
let project: DecisionProject | null;
let quotes: DecisionQuotes;
let assessments: Map<string, QuoteAssessment>;
let opening: BidOpening | null;
let record: RequestRecord;
let messages: PackMessage[];
let budget: SetBudget | null;
const asked: Record<string, boolean[]> = { quotes: [], assessments: [], opening: [], questions: [] };
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
vi.mock('@brf/supabase/data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRequestRecord: () => ({ data: record, isPending: false, isSuccess: true, isError: false, refetch: vi.fn() }),
  // the board's budget, none unless a test sets one: the pack then reads 'No budget set' (decision 0026)
  useProjectBudget: () => ({
    data: { budget, mayChange: false },
    isPending: false,
    isSuccess: true,
    isError: false,
    refetch: vi.fn(),
  }),
}));
vi.mock('./api/decision-questions.ts', () => ({
  useDecisionQuestions: (_id: string, allowed: boolean) => answer('questions', () => messages, allowed),
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
    {
      id: 'f1',
      file_name: 'offert.pdf',
      file_type: 'application/pdf',
      file_size: 51_200,
      storage_path: 'q2/o.pdf',
      created_at: '2026-10-20T09:05:00Z',
    },
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
  proposedByJoinedAt: '2025-05-12T16:00:00Z',
  confirmedByJoinedAt: null,
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
    record = { snapshot: null, addenda: [], nextAddendum: null };
    messages = [];
    budget = null;
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

  it('prints a score given before a declared conflict as excluded, and averages the others only', async () => {
    assessments = new Map([
      [
        'q2',
        {
          scores: [
            { user_id: 'u1', member_name: 'Anna Andersson', score: 4, excluded: false },
            { user_id: 'u3', member_name: 'Cecilia Ek', score: 1, excluded: true },
          ],
          note: null,
        },
      ],
    ]);
    renderPage();
    const comparison = await screen.findByRole('table', {
      name: 'The quotes side by side, one column per quote, lowest amount including VAT first',
    });
    const row = (label: string) => within(comparison).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(
      within(row("Board's scores")).getByText(
        'Anna Andersson: 4, Cecilia Ek: 1 (excluded: declared a conflict of interest after scoring)',
      ),
    ).toBeTruthy();
    expect(within(row('Average score')).getByText('4.0')).toBeTruthy();
  });

  it('records the declarations, the confirmed award with its reason and the files by name and size', async () => {
    renderPage();
    const declarations = await screen.findByRole('region', { name: '4. Declarations of interest' });
    expect(within(declarations).getByText('No conflict of interest')).toBeTruthy();
    expect(within(declarations).getByText('Conflict of interest with Rör AB: stood aside')).toBeTruthy();
    const decision = part('5. Decision');
    expect(within(decision).getByText('Bygg AB')).toBeTruthy();
    // the page writes the amount as Swedish does (no-break spaces); the matcher reads them as spaces.
    // Stated including VAT with the amount excluding VAT beside it, and the basis as quoted (decision 0026)
    expect(within(decision).getByText('1 100 000 kr incl. VAT (880 000 kr excl.)')).toBeTruthy();
    expect(within(decision).getByText('Price basis as quoted').nextSibling?.textContent).toBe('Incl. VAT');
    expect(within(decision).queryByText('Against the budget')).toBeNull();
    expect(within(decision).getByText('Lägst pris och god garanti.')).toBeTruthy();
    expect(within(decision).getByText(/^Anna Andersson, .+ \(on the board since .+2025.*\)$/)).toBeTruthy();
    expect(within(decision).getByText(/^Bo Berg, /)).toBeTruthy();
    const attachments = part('6. Attachments');
    expect(within(attachments).getByText('ritning.pdf (2.5 MB), uploaded Oct 01, 2026 10:00')).toBeTruthy();
    expect(within(attachments).getByRole('heading', { name: 'Files of the quote from Bygg AB' })).toBeTruthy();
    expect(within(attachments).getByText('offert.pdf (50.0 KB), uploaded Oct 20, 2026 11:05')).toBeTruthy();
  });

  it('lists who joined or left the board while the request ran, and who invited them', async () => {
    quotes = {
      ...quotes,
      boardChanges: [
        {
          change: 'joined',
          person: 'Docka Lind',
          role: 'member',
          invitedBy: 'Anna Andersson',
          by: 'Docka Lind',
          at: '2026-11-02T08:00:00Z',
        },
        {
          change: 'left',
          person: 'Cecilia Ek',
          role: 'member',
          invitedBy: null,
          by: 'Cecilia Ek',
          at: '2026-11-02T09:00:00Z',
        },
      ],
    };
    renderPage();
    const changes = await screen.findByRole('region', { name: 'Changes of the board while the request ran' });
    expect(within(changes).getByRole('rowheader', { name: 'Docka Lind' })).toBeTruthy();
    expect(within(changes).getByText('Joined the board, invited by Anna Andersson')).toBeTruthy();
    expect(within(changes).getByText('Left the board')).toBeTruthy();
  });

  it('prints the request as it stood at the deadline, then each addendum, then the questions and answers', async () => {
    // the title changed after the deadline (addendum 2); the pack's request is the one the bids answered
    project = decisionProject({ status: 'awarded', title: 'Stambyte hus A och B' });
    const addendum = (number: number, at: string, change: Partial<Parameters<typeof requestAddendumOf>[0]>) =>
      requestAddendumOf({
        number,
        changes: [],
        title: null,
        description: null,
        categories: null,
        files_added: [],
        files_withdrawn: [],
        made_by_name: 'Anna Andersson',
        created_at: at,
        ...change,
      });
    record = {
      snapshot: requestSnapshotOf({
        title: 'Stambyte i hus A',
        description: 'Byte av stammar i 24 lägenheter.',
        categories: ['Rörarbeten'],
        files: [
          {
            id: 'pf1',
            file_name: 'ritning.pdf',
            file_size: 2_621_440,
            storage_path: 'p/ritning.pdf',
            uploaded_at: '2026-10-01T08:00:00Z',
          },
        ],
        taken_at: '2026-10-20T09:00:00Z',
      }),
      addenda: [
        addendum(1, '2026-10-25T10:00:00Z', {
          changes: ['description'],
          description: 'Byte av stammar i 24 lägenheter, även badrumsgolven.',
        }),
        addendum(2, '2026-11-02T10:00:00Z', { changes: ['title'], title: 'Stambyte hus A och B' }),
      ],
      nextAddendum: 3,
    };
    messages = [
      {
        id: 'm2',
        parentId: 'm1',
        text: 'Ja, se tillägg 1.',
        organization: 'BRF Solgården',
        fromBoard: true,
        at: '2026-10-23T08:00:00Z',
      },
      {
        id: 'm1',
        parentId: null,
        text: 'Ingår badrumsgolven?',
        organization: 'Alfa Rör AB',
        fromBoard: false,
        at: '2026-10-22T08:00:00Z',
      },
    ];
    renderPage();
    const summary = await screen.findByRole('region', { name: '1. Project and request' });
    expect(within(summary).getByText('Stambyte i hus A')).toBeTruthy();
    expect(within(summary).queryByText('Stambyte hus A och B')).toBeNull();
    expect(within(summary).getAllByText('Byte av stammar i 24 lägenheter, även badrumsgolven.')).toHaveLength(2);
    expect(
      within(summary).getByText(
        'The request as it stood at the submission deadline: as published when the first quote arrived, ' +
          'Oct 20, 2026 11:00, with the addenda made before the deadline (1).',
      ),
    ).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["The request's documents at the deadline", 'Addenda to the request', 'Questions and answers']);
    const [first, second] = within(summary)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.addendum);
    expect(first!.textContent).toBe(
      'Addendum 1, Oct 25, 2026 11:00, by Anna AnderssonNew description:' +
        'Byte av stammar i 24 lägenheter, även badrumsgolven.',
    );
    expect(second!.textContent).toBe(
      'Addendum 2, Nov 02, 2026 11:00, by Anna Andersson (made after the submission deadline: ' +
        'not part of the request the quotes answered)New title: Stambyte hus A och B',
    );
    expect(within(summary).getByText('Question from Alfa Rör AB, Oct 22, 2026 10:00')).toBeTruthy();
    expect(within(summary).getByText('Ingår badrumsgolven?')).toBeTruthy();
    expect(within(summary).getByText('Reply from BRF Solgården, Oct 23, 2026 10:00')).toBeTruthy();
    expect(within(summary).getByText('Ja, se tillägg 1.')).toBeTruthy();
  });

  it("sets every bid against the board's budget: in the summary, the comparison and the decision", async () => {
    // 1 000 000 kr excluding VAT is 1 250 000 kr including: Bygg (1 100 000 incl.) 12 % under, Rör (1 500 000) 20 %
    // over
    budget = {
      amount: 1_000_000,
      priceBasis: 'excl_vat',
      onBothBases: { inclVat: 1_250_000, exclVat: 1_000_000 },
      setByName: 'Anna Andersson',
      setAt: '2026-10-01T08:00:00Z',
    };
    renderPage();
    const summary = await screen.findByRole('region', { name: '1. Project and request' });
    const stated = within(summary).getByText("The board's budget (not shown to bidders)").nextSibling?.textContent;
    expect(stated?.replaceAll('\u00a0', ' ')).toMatch(
      /^1 250 000 kr incl\. VAT \(1 000 000 kr excl\.\), set by Anna Andersson, /,
    );
    const comparison = screen.getByRole('table', {
      name: 'The quotes side by side, one column per quote, lowest amount including VAT first',
    });
    const row = within(comparison).getByRole('rowheader', { name: 'Against the budget' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '12% under budget',
      '20% over budget',
    ]);
    const decision = part('5. Decision');
    expect(within(decision).getByText('Against the budget').nextSibling?.textContent).toBe('12% under budget');
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
    expect(lines).toContain('Bygg AB;offert.pdf;51200;2026-10-20 11:05;');
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
