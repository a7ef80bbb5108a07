import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
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
});
