import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { ToastView } from './toast-view.tsx';
import { ToastStack } from './toast-stack.tsx';

describe('ToastView', () => {
  it('announces success politely and closes from its labelled button', () => {
    const onClose = vi.fn();
    render(<ToastView type="success" message="Profile updated successfully!" onClose={onClose} />);
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('Profile updated successfully!');
    expect(toast.getAttribute('data-toast-type')).toBe('success');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses role alert for errors', () => {
    render(<ToastView type="error" message="Failed to update profile. Please try again." onClose={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to update profile. Please try again.');
  });

  it('stacks toasts in a labelled container', () => {
    render(
      <ToastStack>
        <ToastView type="info" message="One" onClose={() => {}} />
        <ToastView type="warning" message="Two" onClose={() => {}} />
      </ToastStack>,
    );
    const stack = screen.getByRole('region', { name: 'Status messages' });
    expect(stack.textContent).toBe('OneTwo');
  });

  it('puts toasts at the bottom, away from the page header, and at the top while a dialog is open, away from its buttons', async () => {
    const toasts = (messages: string[]) => messages.map((m) => <ToastView key={m} type="success" message={m} onClose={() => {}} />);
    const { rerender } = render(<ToastStack>{toasts([])}</ToastStack>);
    const stack = () => screen.getByRole('region', { name: 'Status messages' });
    rerender(<ToastStack>{toasts(['Quote submitted successfully!'])}</ToastStack>);
    await waitFor(() => expect(stack().getAttribute('data-edge')).toBe('bottom'));
    rerender(<ToastStack>{toasts([])}</ToastStack>);
    await new Promise((resolve) => setTimeout(resolve, 0));

    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    rerender(<ToastStack>{toasts(['Failed to submit quote. Please try again.'])}</ToastStack>);
    await waitFor(() => expect(stack().getAttribute('data-edge')).toBe('top'));
    // a toast that stays does not jump when the dialog closes and another arrives
    dialog.remove();
    rerender(<ToastStack>{toasts(['Failed to submit quote. Please try again.', 'Two'])}</ToastStack>);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stack().getAttribute('data-edge')).toBe('top');
  });
});
