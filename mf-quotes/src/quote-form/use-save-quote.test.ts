import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { QuoteFormValues } from '@brf/domain/quotes';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../shared/quotes-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
  announceQuoteSubmitted: () => {},
  announceQuoteChanged: () => {},
}));
const from = vi.fn();
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<typeof import('@brf/supabase/data')>()),
  getSupabase: () => ({ from }),
}));
const { useQuoteAttachments } = await import('./use-quote-attachments.ts');
const { useSaveQuote } = await import('./use-save-quote.ts');

const quote: QuoteFormValues = {
  quote_amount: 400000,
  description: 'Relining of all stacks',
  price_basis: 'excl_vat',
  valid_until: null,
  planned_start: null,
  duration_weeks: null,
  warranty_years: null,
  payment_plan: null,
  hourly_rate: null,
  reservations: null,
  standard_terms: null,
};

describe('sending a quote', () => {
  it("without the provider's profile sends nothing and says 'Service Provider profile not found.'", async () => {
    const onSaved = vi.fn();
    const { result } = renderHook(() =>
      useSaveQuote({ projectId: 'p1', providerId: null }, useQuoteAttachments(), onSaved),
    );
    await act(() => result.current.save(quote));
    expect(toasts).toEqual([{ type: 'error', message: 'Service Provider profile not found.' }]);
    expect(from).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
