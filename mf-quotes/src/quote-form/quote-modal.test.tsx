import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestQuoteTerm } from '@brf/domain/projects';
import { DataError, type QuoteRow } from '@brf/supabase/data';
import type { QuoteProject } from '../shared/api/quote-project.ts';

// happy-dom 21 has no select.size nor option.defaultSelected, which react-hook-form reads to tell a
// select changed before the form was ready (kept as it is) from one to fill with its default
for (const [proto, name, read] of [
  [HTMLSelectElement.prototype, 'size', () => 0],
  [
    HTMLOptionElement.prototype,
    'defaultSelected',
    function (this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  ],
] as const) {
  if (!(name in proto)) Object.defineProperty(proto, name, { get: read, configurable: true });
}

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../shared/quotes-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
  announceQuoteSubmitted: () => {},
  announceQuoteChanged: () => {},
}));
let project: QuoteProject;
vi.mock('../shared/api/quote-project.ts', () => ({ useQuoteProject: () => ({ data: project, isPending: false }) }));
const submit = vi.fn();
const update = vi.fn();
vi.mock('../shared/api/submit-quote.ts', () => ({ useSubmitQuote: () => ({ mutateAsync: submit, isPending: false }) }));
vi.mock('../shared/api/update-quote.ts', () => ({ useUpdateQuote: () => ({ mutateAsync: update, isPending: false }) }));
const { QuoteModal } = await import('./quote-modal.tsx');

// 23:00 UTC on 14 December is midnight on the 15th in Stockholm: the first valid day is the 15th
const projectRequiring = (requiredQuoteTerms: RequestQuoteTerm[] = []): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte',
  status: 'open',
  submissionDeadline: '2099-12-14T23:00:00Z',
  ownerUserId: 'owner',
  myRole: null,
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms,
  sealedBids: false,
});

const onClose = vi.fn();
const renderModal = (quote?: QuoteRow) =>
  render(
    <Suspense fallback={null}>
      <QuoteModal projectId="p1" providerId="sp1" quote={quote} onClose={onClose} />
    </Suspense>,
  );
/** Text as a person reads it (Intl writes a non-breaking space between digit groups and before 'kr'). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const textbox = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const dateInput = (name: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}\\*?$`));
const setDate = (name: string, value: string) => {
  fireEvent.input(dateInput(name), { target: { value } });
  fireEvent.blur(dateInput(name));
};
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Quote' });
const vatLine = () => plain(document.querySelector('[aria-live="polite"]')?.textContent);

const TERM_LABELS = [
  'Valid until',
  'Planned start',
  'Duration in weeks',
  'Warranty in years',
  'Hourly rate for changes and extra work (ÄTA), SEK',
  'Standard contract',
  'Payment plan',
  'Reservations',
];

describe("the quote modal's terms (issue 30)", () => {
  beforeEach(() => {
    toasts.length = 0;
    submit.mockReset();
    update.mockReset();
    project = projectRequiring();
  });

  it("shows a 'Terms' fieldset below the spec's fields, the price basis unchosen for a new quote", async () => {
    renderModal();
    const terms = await screen.findByRole('group', { name: 'Terms' });
    const basis = within(terms).getByRole('radiogroup', { name: 'Price basis' });
    const radios = within(basis).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual(['Excluding VAT', 'Including VAT']);
    expect(radios.some((radio) => radio.checked)).toBe(false);
    for (const label of TERM_LABELS) expect(within(terms).getByLabelText(label)).toBeTruthy();
    const contract = within(terms).getByRole('combobox', { name: 'Standard contract' });
    expect(
      within(contract)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'AB 04', 'ABT 06', 'Neither']);
    // the spec's fields stay as they were, above the terms
    const amount = textbox('Quote Amount (SEK)');
    expect(amount.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(textbox('Description')).toBeTruthy();
    // no project requirement: none of the terms is marked required
    for (const label of TERM_LABELS)
      expect(within(terms).getByLabelText(label).getAttribute('aria-required')).toBeNull();
  });

  it('shows the VAT and the total including VAT under the amount, as the database computes them', async () => {
    renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: /Quote Amount/ }), '1 000 000');
    expect(vatLine()).toBe('');
    await userEvent.click(screen.getByRole('radio', { name: 'Excluding VAT' }));
    expect(vatLine()).toBe('VAT 250 000 kr · 1 250 000 kr including VAT');
    await userEvent.click(screen.getByRole('radio', { name: 'Including VAT' }));
    expect(vatLine()).toBe('VAT 200 000 kr · 1 000 000 kr including VAT');
  });

  it("asks for the price basis: 'Choose whether the amount includes VAT.'", async () => {
    renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: /Quote Amount/ }), '5000');
    await userEvent.tab();
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText('Choose whether the amount includes VAT.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Price basis' }).getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it("marks the project's required terms and says the database's words until they are given", async () => {
    project = projectRequiring(['valid_until', 'standard_terms']);
    renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: /Quote Amount/ }), '5000');
    await userEvent.click(screen.getByRole('radio', { name: 'Excluding VAT' }));
    expect(dateInput('Valid until').getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Standard contract' }).getAttribute('aria-required')).toBe('true');
    expect(dateInput('Planned start').getAttribute('aria-required')).toBeNull();
    expect(dateInput('Valid until').min).toBe('2099-12-15');
    setDate('Valid until', '');
    expect(await screen.findByText('Valid until is required.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Standard contract' }), '');
    await userEvent.tab();
    expect(await screen.findByText('Standard contract is required.')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    setDate('Valid until', '2099-12-14');
    expect(await screen.findByText('A quote must be valid at least until the submission deadline.')).toBeTruthy();
    setDate('Valid until', '2099-12-15');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Standard contract' }), 'Neither');
    await vi.waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText('Valid until is required.')).toBeNull();
  });

  it('checks the ranges: 1 to 520 weeks, 0 to 30 years', async () => {
    renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Duration in weeks' }), '521');
    await userEvent.type(screen.getByRole('textbox', { name: 'Warranty in years' }), '31');
    await userEvent.tab();
    expect(await screen.findByText('Duration in weeks must be no more than 520')).toBeTruthy();
    expect(await screen.findByText('Warranty in years must be no more than 30')).toBeTruthy();
  });

  it('sends the terms with the new quote, an empty optional term as null', async () => {
    submit.mockResolvedValue({ quoteId: 'q1', filesError: null });
    renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: /Quote Amount/ }), '1 250 000,50');
    await userEvent.click(screen.getByRole('radio', { name: 'Including VAT' }));
    setDate('Valid until', '2100-01-31');
    await userEvent.type(screen.getByRole('textbox', { name: 'Duration in weeks' }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: 'Warranty in years' }), '5');
    await userEvent.type(textbox('Hourly rate for changes and extra work (ÄTA), SEK'), '1 250,50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Standard contract' }), 'ABT 06');
    await userEvent.type(textbox('Payment plan'), '  30 % at start ');
    await vi.waitFor(() => expect(submitButton().disabled).toBe(false));
    await userEvent.click(submitButton());
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]![0]).toMatchObject({
      projectId: 'p1',
      providerId: 'sp1',
      amount: 1250000.5,
      description: null,
      terms: {
        price_basis: 'incl_vat',
        valid_until: '2100-01-31',
        planned_start: null,
        duration_weeks: 12,
        warranty_years: 5,
        payment_plan: '30 % at start',
        hourly_rate: 1250.5,
        reservations: null,
        standard_terms: 'abt06',
      },
    });
    expect(toasts).toEqual([{ type: 'success', message: 'Quote submitted successfully!' }]);
  });

  it("shows the database's refusal as the submit's error", async () => {
    submit.mockRejectedValue(new DataError('Valid until is required.', { code: '23514' }));
    renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: /Quote Amount/ }), '5000');
    await userEvent.click(screen.getByRole('radio', { name: 'Excluding VAT' }));
    await vi.waitFor(() => expect(submitButton().disabled).toBe(false));
    await userEvent.click(submitButton());
    await vi.waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Valid until is required.' }]));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('prefills an edited quote with every term and saves them', async () => {
    update.mockResolvedValue({ filesError: null, removeError: null });
    renderModal({
      id: 'q1',
      quote_amount: 800000,
      description: 'Nya stammar',
      price_basis: 'excl_vat',
      valid_until: '2100-02-01',
      planned_start: '2100-03-01',
      duration_weeks: 8,
      warranty_years: 10,
      payment_plan: 'Monthly',
      hourly_rate: 650,
      reservations: 'Asbestos not included',
      standard_terms: 'ab04',
      quote_attachments: [],
    } as unknown as QuoteRow);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Excluding VAT' })).checked).toBe(true);
    expect(vatLine()).toBe('VAT 200 000 kr · 1 000 000 kr including VAT');
    expect(dateInput('Valid until').value).toBe('2100-02-01');
    expect(dateInput('Planned start').value).toBe('2100-03-01');
    expect(textbox('Duration in weeks').value).toBe('8');
    expect(textbox('Warranty in years').value).toBe('10');
    expect(textbox('Hourly rate for changes and extra work (ÄTA), SEK').value).toBe('650');
    expect(textbox('Payment plan').value).toBe('Monthly');
    expect(textbox('Reservations').value).toBe('Asbestos not included');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Standard contract' }).value).toBe('ab04');
    await userEvent.clear(textbox('Reservations'));
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' });
    await vi.waitFor(() => expect(save.disabled).toBe(false));
    await userEvent.click(save);
    await vi.waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(update.mock.calls[0]![0]).toMatchObject({
      quoteId: 'q1',
      amount: 800000,
      terms: {
        price_basis: 'excl_vat',
        valid_until: '2100-02-01',
        planned_start: '2100-03-01',
        duration_weeks: 8,
        warranty_years: 10,
        payment_plan: 'Monthly',
        hourly_rate: 650,
        reservations: null,
        standard_terms: 'ab04',
      },
    });
  });
});
