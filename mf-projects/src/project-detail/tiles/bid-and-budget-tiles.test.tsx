import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@brf/i18n';
import { onBothBases } from '@brf/domain/format';
import type { ProjectBudget } from '@brf/supabase/data';
import type { ProjectDetail } from '../api/project.ts';

// Decision 0026: the review's mixed pair. 4 350 000 kr excluding VAT (5 437 500 kr including) is the
// highest bid, 5 000 000 kr including VAT the lowest: the tiles compare and state including VAT.
const amounts = [onBothBases(4_350_000, 'excl_vat'), onBothBases(5_000_000, 'incl_vat')];
let budget: ProjectBudget | null;

vi.mock('../api/quote-amounts.ts', () => ({
  useQuoteAmounts: (_id: string, allowed: boolean) => ({ data: allowed ? amounts : undefined }),
}));
vi.mock('../api/viewing-dates.ts', () => ({ useViewingDates: () => ({ data: [] }) }));
vi.mock('@brf/supabase/data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjectBudget: (_id: string, allowed: boolean) =>
    allowed ? { data: budget, isPending: false } : { data: undefined, isPending: true },
}));
const { ProjectTiles } = await import('./project-tiles.tsx');

const project = {
  id: 'p1',
  status: 'closed',
  submission_deadline: '2026-11-01T11:00:00Z',
  max_bids: 5,
  winning_service_provider_id: null,
} as unknown as ProjectDetail;

const renderTiles = (seesAmounts: boolean, isOwner = true) =>
  render(
    <Suspense fallback={null}>
      <ProjectTiles project={project} isOwner={isOwner} seesAmounts={seesAmounts} providerId={null} />
    </Suspense>,
  );

/** A tile's value and the line beneath it, as read (no-break spaces as spaces). */
async function tile(label: string): Promise<string> {
  const group = await screen.findByRole('group', { name: label });
  return (group.textContent ?? '').replace(label, '').replaceAll('\u00a0', ' ');
}

describe('the bid and budget tiles', () => {
  afterEach(async () => await act(() => setLanguage('en', { remember: false })));

  it('name the lowest and highest bid including VAT, with the amount excluding VAT beneath', async () => {
    budget = { budget: null, mayChange: false };
    renderTiles(true);
    expect(await tile('Lowest bid')).toBe('5 000 000 krincl. VAT (4 000 000 kr excl.)');
    expect(await tile('Highest bid')).toBe('5 437 500 krincl. VAT (4 350 000 kr excl.)');
    expect(await tile('Budget')).toBe('Not setOnly your board sees it');
  });

  it("show the board's budget on the same basis, and in Swedish", async () => {
    budget = {
      budget: {
        amount: 4_200_000,
        priceBasis: 'excl_vat',
        onBothBases: onBothBases(4_200_000, 'excl_vat'),
        setByName: 'Stina Styrelse',
        setAt: '2026-10-01T08:00:00Z',
      },
      mayChange: false,
    };
    renderTiles(true);
    expect(await tile('Budget')).toBe('5 250 000 krincl. VAT (4 200 000 kr excl.)');
    // fixed once a quote arrived: nothing offers to change it
    expect(screen.queryByRole('button', { name: 'Set the budget' })).toBeNull();
    await act(() => setLanguage('sv', { remember: false }));
    expect(await tile('Lägsta offert')).toBe('5 000 000 krinkl. moms (4 000 000 kr exkl.)');
  });

  it('offer the chair to set a budget until the first quote arrives', async () => {
    budget = { budget: null, mayChange: true };
    renderTiles(true);
    expect(await screen.findByRole('button', { name: 'Set the budget' })).toBeTruthy();
  });

  it('show neither amounts nor the budget to anyone off the board', async () => {
    budget = null;
    renderTiles(false, false);
    await screen.findByRole('group', { name: 'Viewing dates' });
    expect(screen.queryByRole('group', { name: 'Lowest bid' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Budget' })).toBeNull();
  });
});
