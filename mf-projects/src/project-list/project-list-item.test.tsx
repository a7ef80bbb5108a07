import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Suspense } from 'react';
import { useTranslation } from '@brf/i18n';
import { useServiceCategoryName } from '@brf/domain/i18n';
import { projectsCatalogue } from '../i18n.ts';
import { ProjectListItem, type ProjectListItemProps } from './project-list-item.tsx';
import type { ProjectListRow } from './api/list-projects.ts';

const row = (over: Partial<ProjectListRow> = {}): ProjectListRow => ({
  id: '6f1c2f4e-0000-4000-8000-000000000001',
  brf_id: 'b',
  brf_organization_name: 'BRF Solgläntan',
  title: 'Stambyte i hus A',
  description: 'a'.repeat(250),
  status: 'open',
  submission_deadline: '2027-01-05T12:00:00Z',
  created_at: '2026-11-01T12:00:00Z',
  max_bids: null as unknown as number,
  categories: [{ id: 'c1', name: 'VVS' }],
  quoted_amount: null as unknown as number,
  has_quoted: false,
  awarded_to_me: false,
  brf_city: 'Stockholm',
  // a provider's row: no quote count of the board's (null is what the database sends)
  quote_count: null as unknown as number,
  lowest_quote_amount: null as unknown as number,
  total_count: 1,
  ...over,
});

/** The row as the list renders it: the list hands down its namespace's lookup and language. */
function Row(props: Omit<ProjectListItemProps, 't' | 'language' | 'categoryText'>) {
  const { t, language } = useTranslation(projectsCatalogue);
  const categoryText = useServiceCategoryName();
  return <ProjectListItem {...props} t={t} language={language} categoryText={categoryText} />;
}

async function show(project: ProjectListRow, view: 'list' | 'cards', isProvider: boolean) {
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ul>
          <Row project={project} view={view} isProvider={isProvider} />
        </ul>
      </Suspense>
    </MemoryRouter>,
  );
  // a long Swedish word in the title carries soft hyphens (SwedishText) once the patterns are loaded
  return screen.findByRole('link', { name: (name) => name.replaceAll('\u00ad', '') === project.title });
}

describe('a project in the list', () => {
  it('links to its page, previews 200 characters in lists and 100 on cards, with deadline and category', async () => {
    const link = await show(row(), 'list', false);
    expect(link.getAttribute('href')).toBe('/projects/6f1c2f4e-0000-4000-8000-000000000001');
    expect(screen.getByText(`${'a'.repeat(200)}...`)).toBeTruthy();
    // the deadline with its time; for whom and where
    expect(screen.getByText(/^Jan 05, 2027 \d{2}:00$/)).toBeTruthy();
    expect(screen.getByText('BRF Solgläntan · Stockholm')).toBeTruthy();
    // the category's Swedish name (data) in the page's English
    expect(screen.getByText('Plumbing and heating')).toBeTruthy();
    expect(screen.getByText('Open').getAttribute('data-tone')).toBe('success');
  });

  it('on a card the preview is 100 characters', async () => {
    await show(row(), 'cards', false);
    expect(screen.getByText(`${'a'.repeat(100)}...`)).toBeTruthy();
  });

  it("shows a provider's own quote in SEK without decimals with a check mark, greyed", async () => {
    const link = await show(row({ has_quoted: true, quoted_amount: 1250000.4 }), 'list', true);
    const item = link.closest('li')!;
    expect(item.getAttribute('data-quoted')).toBe('true');
    expect(item.textContent).toContain('Your Quote');
    expect(item.textContent).toContain('1\u00a0250\u00a0000\u00a0kr');
    expect(screen.getByRole('img', { name: 'Quoted' })).toBeTruthy();
  });

  it('the badge is red when closed or awarded to another provider, green when awarded to the viewer', async () => {
    await show(row({ status: 'closed', title: 'A' }), 'list', true);
    await show(row({ status: 'awarded', title: 'B', id: 'x2' }), 'list', true);
    await show(row({ status: 'awarded', title: 'C', id: 'x3', awarded_to_me: true }), 'list', true);
    const tones = screen.getAllByText(/^(Closed|Awarded)$/).map((badge) => badge.getAttribute('data-tone'));
    expect(tones).toEqual(['danger', 'danger', 'success']);
  });

  it('a BRF sees no quote line', async () => {
    const link = await show(row({ has_quoted: true, quoted_amount: 5 }), 'list', false);
    expect(link.closest('li')!.textContent).not.toContain('Your Quote');
  });

  it("board's row: quote count and lowest; past deadline with quotes, ready to award; own award not red", async () => {
    // the database gives the lowest including VAT; the row states it with the amount excluding VAT
    const link = await show(row({ status: 'closed', quote_count: 2, lowest_quote_amount: 1062500 }), 'list', false);
    const item = link.closest('li')!;
    expect(item.querySelector('[data-part="quotes"]')!.textContent).toBe('Quotes2');
    expect(item.querySelector('[data-part="lowest-quote"] dd')!.textContent).toBe(
      '1\u00a0062\u00a0500\u00a0kr incl. VAT (850\u00a0000\u00a0kr excl.)',
    );
    expect(screen.getByText('Ready to award')).toBeTruthy();
    // its own name is not repeated on the board's own list
    expect(item.textContent).not.toContain('BRF Solgläntan');
    await show(row({ status: 'awarded', title: 'B', id: 'x2', quote_count: 1, lowest_quote_amount: 5 }), 'list', false);
    expect(screen.getByText('Awarded').getAttribute('data-tone')).toBe('success');
  });
});

describe("a sealed project in the board's list", () => {
  it("says its quotes are sealed rather than 'Quotes: 0'", async () => {
    const link = await show(row({ quote_count: 0, sealed_quote_count: 3 }), 'list', false);
    const item = link.closest('li')!;
    expect(item.querySelector('[data-part="quotes"]')!.textContent).toBe('Quotes3 sealed');
  });

  it('counts the quotes the board reads once the bids are open', async () => {
    const link = await show(row({ status: 'closed', quote_count: 3 }), 'list', false);
    expect(link.closest('li')!.querySelector('[data-part="quotes"]')!.textContent).toBe('Quotes3');
  });
});
