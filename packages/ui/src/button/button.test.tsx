import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a type=button by default and calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send reset link</Button>);
    const button = screen.getByRole('button', { name: 'Send reset link' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the busy label, is disabled and marked busy while busy', () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Sending..." onClick={onClick}>
        Send reset link
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label when busy without a busy label', () => {
    render(<Button busy>Verify</Button>);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it('says it opens a dialog, and which one, when it does', () => {
    render(
      <>
        <Button opensDialog="delete-project">Delete Project</Button>
        <Button>Save</Button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Delete Project' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(opener.dataset.opensDialog).toBe('delete-project');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-haspopup')).toBe(false);
  });

  it('can be disabled', () => {
    render(
      <Button disabled variant="danger">
        Delete
      </Button>,
    );
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('submits a form when type is submit', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit">Update password</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
