import { describe, expect, it, vi } from 'vitest';
import { useMemo } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { Field } from '../field/field.tsx';
import { Button } from '../button/button.tsx';
import { useSchemaForm, type SchemaFormOptions } from './use-schema-form.ts';

const schema = z.object({
  title: z.string().check(z.trim(), z.minLength(3, { error: 'Title must be at least 3 characters' })),
  city: z.string().check(z.trim(), z.minLength(1, { error: 'City is required' })),
  rows: z
    .array(z.object({ minutes: z.string().check(z.minLength(1, { error: 'Duration is required' })) }))
    .check(z.minLength(1, { error: 'Add a viewing date' })),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const empty: Input = { title: '', city: '', rows: [{ minutes: '' }] };

function TitleForm({
  onValid,
  options,
}: {
  onValid: (values: Output) => void;
  options?: Pick<SchemaFormOptions<Input, Output>, 'mode' | 'translate'>;
}) {
  const form = useSchemaForm(schema, { defaultValues: empty, ...options });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <Field label="Title" {...form.field('title')} />
      <Field label="City" {...form.field('city')} />
      <Field label="Duration" {...form.field('rows.0.minutes')} />
      <Button type="submit">Save</Button>
      <Button disabled={!form.formState.isValid}>Valid</Button>
    </form>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('useSchemaForm', () => {
  it('shows a field message only once the field was touched, and keeps it current', async () => {
    const user = userEvent.setup();
    render(<TitleForm onValid={vi.fn()} />);
    await user.type(box('Title'), 'ab');
    expect(screen.queryByText('Title must be at least 3 characters')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Title must be at least 3 characters')).toBeTruthy();
    expect(box('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('City is required')).toBeNull();
    await user.type(box('Title'), 'c');
    await waitFor(() => expect(screen.queryByText('Title must be at least 3 characters')).toBeNull());
  });

  it('validates on every change in mode "all", but still shows a message only after touching', async () => {
    const user = userEvent.setup();
    render(<TitleForm onValid={vi.fn()} options={{ mode: 'all' }} />);
    const valid = screen.getByRole('button', { name: 'Valid' });
    await user.type(box('Title'), 'Roof');
    await user.type(box('Duration'), '45');
    await user.type(box('City'), 'x');
    await waitFor(() => expect(valid).toHaveProperty('disabled', false));
    await user.clear(box('City'));
    await waitFor(() => expect(valid).toHaveProperty('disabled', true));
    expect(screen.queryByText('City is required')).toBeNull();
    await user.tab();
    expect(await screen.findByText('City is required')).toBeTruthy();
  });

  it('shows every message after a submit attempt, nested ones included, in the language given', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TitleForm onValid={onValid} options={{ translate: (message) => `sv: ${message}` }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('sv: Title must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('sv: City is required')).toBeTruthy();
    expect(screen.getByText('sv: Duration is required')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("gives a list's own message", async () => {
    const user = userEvent.setup();
    function RowlessForm() {
      const form = useSchemaForm(schema, { defaultValues: { title: 'Roof', city: 'Solna', rows: [] } });
      return (
        <form noValidate onSubmit={form.handleSubmit(() => {})}>
          <p data-testid="rows">{form.error('rows') ?? ''}</p>
          <Button type="submit">Save</Button>
        </form>
      );
    }
    render(<RowlessForm />);
    expect(screen.getByTestId('rows').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Add a viewing date'));
  });

  it("hands the schema's output to submit", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TitleForm onValid={onValid} />);
    await user.type(box('Title'), '  Roof  ');
    await user.type(box('City'), 'Solna');
    await user.type(box('Duration'), '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ title: 'Roof', city: 'Solna', rows: [{ minutes: '45' }] });
  });
});

describe('useSchemaForm with a lazy schema', () => {
  function LazyForm({ load, onValid }: { load: () => Promise<typeof schema>; onValid: (values: Output) => void }) {
    const lazy = useMemo(() => ({ load }), [load]);
    const form = useSchemaForm(lazy, { defaultValues: empty, mode: 'all' });
    return (
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <Field label="Title" {...form.field('title')} />
        <Field label="City" {...form.field('city')} />
        <Field label="Duration" {...form.field('rows.0.minutes')} />
        <Button type="submit">Save</Button>
        <Button disabled={!form.formState.isValid}>Valid</Button>
      </form>
    );
  }

  it('fetches the schema only once the person interacts, then validates as an eager one', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => schema);
    render(<LazyForm load={load} onValid={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Valid' })).toHaveProperty('disabled', true);
    await user.type(box('Title'), 'Roof');
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(box('City'), 'Solna');
    await user.type(box('Duration'), '45');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Valid' })).toHaveProperty('disabled', false));
    await user.clear(box('Title'));
    await user.tab();
    expect(await screen.findByText('Title must be at least 3 characters')).toBeTruthy();
  });

  it('validates a submit that is the first thing that happens, and hands over the output', async () => {
    const onValid = vi.fn();
    const load = vi.fn(async () => schema);
    const { container } = render(<LazyForm load={load} onValid={onValid} />);
    fireEvent.submit(container.querySelector('form')!);
    expect(await screen.findByText('Title must be at least 3 characters')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the schema again after a failed fetch', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(schema);
    const onValid = vi.fn();
    render(<LazyForm load={load} onValid={onValid} />);
    await user.type(box('Title'), 'Roof');
    await user.type(box('City'), 'Solna');
    await user.type(box('Duration'), '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(load.mock.calls.length).toBeGreaterThan(1);
  });
});
