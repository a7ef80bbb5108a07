import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { Field } from './field.tsx';
import { CheckboxField } from './checkbox-field.tsx';

describe('Field', () => {
  it('labels an input and has no error state by default', () => {
    render(<Field label="Email" type="email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the error, marks the control invalid and describes it by the error', () => {
    render(<Field label="Email" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe('Please enter a valid email address');
  });

  it('links both hint and error', () => {
    render(<Field label="Phone" hint="Include the area code" error="Please enter a valid phone number" />);
    const ids = screen.getByLabelText('Phone').getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)!.textContent)).toEqual([
      'Include the area code',
      'Please enter a valid phone number',
    ]);
  });

  it('renders a read-only input', () => {
    render(<Field label="Organization number" readOnly defaultValue="769600-1234" />);
    const input = screen.getByLabelText('Organization number') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.value).toBe('769600-1234');
  });

  it('renders a textarea and passes changes through', () => {
    const onChange = vi.fn();
    render(<Field as="textarea" label="Description" onChange={onChange} />);
    const textarea = screen.getByLabelText('Description');
    expect(textarea.tagName).toBe('TEXTAREA');
    fireEvent.change(textarea, { target: { value: 'Roof repair' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('renders a select with its options', () => {
    render(
      <Field as="select" label="Sort" defaultValue="deadline">
        <option value="deadline">Deadline</option>
        <option value="title">Title</option>
      </Field>,
    );
    const select = screen.getByLabelText('Sort') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('deadline');
  });

  it('wires a custom control through the render function', () => {
    render(
      <Field label="Deadline up to" error="Invalid input">
        {(control) => <input type="date" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Deadline up to');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('forwards a ref to the control (for form libraries)', () => {
    let element: HTMLElement | null = null;
    render(
      <Field
        label="Title"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    expect(element).toBe(screen.getByLabelText('Title'));
  });
});

describe('CheckboxField', () => {
  it('labels the checkbox and shows its error', () => {
    render(<CheckboxField label="I agree to the terms" error="You must agree to the terms to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You must agree to the terms to continue',
    );
  });
});

describe('Field required', () => {
  it('marks the control aria-required without native validation', () => {
    render(<Field label="Title" required />);
    const input = screen.getByLabelText(/Title/);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
  });
});
