import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../shared/quotes-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
}));
let existing: { id: string; rating: number; comment_text: string | null; service_provider_id: string } | null = null;
vi.mock('../shared/api/project-review.ts', () => ({ useProjectReview: () => ({ isPending: false, data: existing }) }));
const save = vi.fn();
let saving = false;
vi.mock('../shared/api/save-review.ts', () => ({ useSaveReview: () => ({ mutateAsync: save, isPending: saving }) }));
const { ReviewForm } = await import('./review-form.tsx');

const renderForm = (brfId: string | null, onSaved?: () => void) =>
  render(
    <Suspense fallback={null}>
      <ReviewForm projectId="p1" providerId="sp1" brfId={brfId} onSaved={onSaved} />
    </Suspense>,
  );

describe('the review form', () => {
  beforeEach(() => {
    toasts.length = 0;
    existing = null;
    save.mockReset();
    saving = false;
  });

  it("without the board's profile it saves nothing and says 'Unable to identify BRF profile'", async () => {
    renderForm(null);
    await userEvent.click(await screen.findByRole('radio', { name: /^5/ }));
    await userEvent.click(screen.getByRole('button', { name: /Submit/ }));
    // the submit is checked against the schema first, a moment later
    await vi.waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Unable to identify BRF profile' }]));
    expect(save).not.toHaveBeenCalled();
  });

  it("needs a star rating: without one it saves nothing and says 'Rating is required'", async () => {
    renderForm('brf-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Rating is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('says nothing of the rating before a submit, and its message goes once a star is picked', async () => {
    renderForm('brf-1');
    await userEvent.type(await screen.findByRole('textbox'), 'Bra');
    await userEvent.tab();
    expect(screen.queryByText('Rating is required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Rating is required')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^2/ }));
    await vi.waitFor(() => expect(screen.queryByText('Rating is required')).toBeNull());
    expect(save).not.toHaveBeenCalled();
  });

  it('while saving, the stars and the comment are off and the button is busy', async () => {
    saving = true;
    renderForm('brf-1');
    expect((await screen.findByRole('textbox')).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('radio')[0]!.closest('fieldset')!.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit Review' }).getAttribute('aria-busy')).toBe('true');
  });

  it("saves the stars with the comment trimmed, then says 'Review submitted successfully!'", async () => {
    save.mockResolvedValue(undefined);
    const onSaved = vi.fn();
    renderForm('brf-1', onSaved);
    await userEvent.click(await screen.findByRole('radio', { name: /^4/ }));
    await userEvent.type(screen.getByRole('textbox'), '  Bra jobb  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'Review submitted successfully!' }]));
    expect(save).toHaveBeenCalledExactlyOnceWith({
      projectId: 'p1',
      providerId: 'sp1',
      brfId: 'brf-1',
      rating: 4,
      comment: 'Bra jobb',
      existingId: null,
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('saves no comment at all when the comment is only spaces', async () => {
    save.mockResolvedValue(undefined);
    renderForm('brf-1');
    await userEvent.click(await screen.findByRole('radio', { name: /^3/ }));
    await userEvent.type(screen.getByRole('textbox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ rating: 3, comment: null }));
  });

  it("updates the project's one review rather than writing a second", async () => {
    existing = { id: 'r1', rating: 2, comment_text: 'Sen leverans', service_provider_id: 'sp1' };
    save.mockResolvedValue(undefined);
    renderForm('brf-1');
    expect(await screen.findByDisplayValue('Sen leverans')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update Review' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      projectId: 'p1',
      providerId: 'sp1',
      brfId: 'brf-1',
      rating: 2,
      comment: 'Sen leverans',
      existingId: 'r1',
    });
  });

  it("says 'Failed to submit review.' when saving fails", async () => {
    save.mockRejectedValue(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm('brf-1');
    await userEvent.click(await screen.findByRole('radio', { name: /^5/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Failed to submit review.' }]));
  });
});
