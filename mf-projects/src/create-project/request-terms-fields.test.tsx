import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCreateRequestSchema, type CreateRequestForm } from '@brf/domain/projects';
import { useSchemaForm } from '@brf/ui';
import { emptyCreateProjectValues, type CreateProjectValues } from './create-project-values.ts';
import { RequestTermsFields } from './request-terms-fields.tsx';

const schema = makeCreateRequestSchema();
const valid = {
  ...emptyCreateProjectValues,
  title: 'Nytt tak',
  description: 'Byt taket på hus A.',
  submission_deadline: '2099-05-17T12:00',
  service_categories: ['c1'],
};

/** The quotes part with the max bids field it follows, as the create form holds them. */
function Harness({
  onSubmit,
  sealsFrom = 3,
}: {
  onSubmit: (values: CreateRequestForm) => void;
  sealsFrom?: number | null;
}) {
  const form = useSchemaForm<CreateProjectValues, CreateRequestForm>(schema as never, { defaultValues: valid });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <label>
        Max Bids
        <input {...form.register('max_bids')} />
      </label>
      <RequestTermsFields form={form} sealsFrom={sealsFrom} />
      <button type="submit">Create Project</button>
    </form>
  );
}

const sealed = () => screen.getByRole('checkbox', { name: /^Sealed bids:/ }) as HTMLInputElement;
const maxBids = () => screen.getByRole('textbox', { name: 'Max Bids' });

describe('the quotes part of the create form', () => {
  it('names sealed bids as the board reads them and lists the eight terms a quote can be asked for', () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Quotes' })).toBeTruthy();
    expect(sealed().labels?.[0]?.textContent).toBe(
      'Sealed bids: quotes stay closed to the board until the deadline, then open together',
    );
    const terms = screen.getByRole('group', { name: 'Quotes must state' });
    expect(
      within(terms)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'Valid until',
      'Planned start',
      'Duration in weeks',
      'Warranty in years',
      'Payment plan',
      'Hourly rate for changes and extra work (ÄTA)',
      'Reservations',
      'Standard contract (AB 04 / ABT 06)',
    ]);
    expect(terms.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(terms.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('The price basis (incl. or excl. VAT) is always required.');
  });

  it('seals bids from 3 max bids on, following the field until the user decides', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(sealed().checked).toBe(false);
    fireEvent.change(maxBids(), { target: { value: '3' } });
    await waitFor(() => expect(sealed().checked).toBe(true));
    fireEvent.change(maxBids(), { target: { value: '2' } });
    await waitFor(() => expect(sealed().checked).toBe(false));
    fireEvent.change(maxBids(), { target: { value: '8' } });
    await waitFor(() => expect(sealed().checked).toBe(true));
    await userEvent.click(sealed());
    expect(sealed().checked).toBe(false);
    fireEvent.change(maxBids(), { target: { value: '12' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sealed().checked).toBe(false);
  });

  it("leaves a board of one's bids open by default, says why, and lets it ask for them sealed", async () => {
    render(<Harness onSubmit={vi.fn()} sealsFrom={null} />);
    fireEvent.change(maxBids(), { target: { value: '5' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sealed().checked).toBe(false);
    expect(screen.getByText(/^Your board has one member who decides, so bids are open unless you ask/)).toBeTruthy();
    await userEvent.click(sealed());
    expect(sealed().checked).toBe(true);
  });

  it('hands the choices to the create call: sealed or not, and the ticked terms in the form’s order', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(maxBids(), { target: { value: '5' } });
    await waitFor(() => expect(sealed().checked).toBe(true));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Standard contract (AB 04 / ABT 06)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Valid until' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Payment plan' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Payment plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const values = onSubmit.mock.calls[0]![0] as CreateRequestForm;
    expect(values.max_bids).toBe(5);
    expect(values.sealed_bids).toBe(true);
    expect(values.required_quote_terms).toEqual(['valid_until', 'standard_terms']);
  });
});
