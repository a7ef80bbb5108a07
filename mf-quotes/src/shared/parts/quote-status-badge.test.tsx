import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

const renderBadge = (status: string) =>
  render(
    <Suspense fallback={null}>
      <QuoteStatusBadge status={status} />
    </Suspense>,
  );

describe("a quote's status badge", () => {
  it('names the statuses a quote goes through', async () => {
    for (const [status, label] of [
      ['submitted', 'Submitted'],
      ['accepted', 'Accepted'],
      ['rejected', 'Rejected'],
      ['withdrawn', 'Withdrawn'],
    ]) {
      const { unmount } = renderBadge(status!);
      expect(await screen.findByText(label!)).toBeTruthy();
      unmount();
    }
  });
  it('shows a status the spec does not define by its own name, never a missing text', async () => {
    renderBadge('in_review');
    expect(await screen.findByText('in_review')).toBeTruthy();
  });
});
