import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../shared/quotes-bus.ts', () => ({ showToast: (type: string, message: string) => toasts.push({ type, message }) }));
vi.mock('../shared/api/project-review.ts', () => ({ useProjectReview: () => ({ isPending: false, data: null }) }));
const save = vi.fn();
vi.mock('../shared/api/save-review.ts', () => ({ useSaveReview: () => ({ mutateAsync: save, isPending: false }) }));
const { ReviewForm } = await import('./review-form.tsx');

describe('the review form', () => {
  it("without the board's profile it saves nothing and says 'Unable to identify BRF profile'", async () => {
    render(
      <Suspense fallback={null}>
        <ReviewForm projectId="p1" providerId="sp1" brfId={null} />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('radio', { name: /^5/ }));
    await userEvent.click(screen.getByRole('button', { name: /Submit/ }));
    expect(toasts).toEqual([{ type: 'error', message: 'Unable to identify BRF profile' }]);
    expect(save).not.toHaveBeenCalled();
  });
});
