import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { ToastView } from './toast-view.tsx';
import { ToastStack } from './toast-stack.tsx';
import { toastTop } from './toast-placement.ts';

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

describe('toastTop', () => {
  const stack = { height: 60, left: 900, right: 1260 };
  const box = (top: number, bottom: number, left = 1000, right = 1100) => ({ top, bottom, left, right });

  it('stays where it starts when no control is under it', () => {
    expect(toastTop(stack, [box(200, 240), box(80, 120, 10, 200)], 72, 480)).toBe(72);
  });

  it("moves down just below a control it would cover (a header's Unfollow), and below the next one too", () => {
    expect(toastTop(stack, [box(100, 140)], 72, 480)).toBe(148);
    expect(toastTop(stack, [box(100, 140), box(170, 210)], 72, 480)).toBe(218);
  });

  it('takes the place that covers the fewest when the upper screen is full of controls', () => {
    const crowded = [box(80, 120), box(130, 170), box(180, 220), box(230, 600)];
    // 72, 128 and 178 would each cover two; 228 only the tall one
    expect(toastTop(stack, crowded, 72, 240)).toBe(228);
  });
});
