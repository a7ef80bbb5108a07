import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { formatDeadline } from '@brf/domain/format';
import { CancelReason, SealedBidsBadge } from '../header/request-state.tsx';
import { RequestTermsSection } from './request-terms-section.tsx';

const future = '2099-05-17T10:00:00Z';
const past = '2020-05-17T10:00:00Z';

describe('the request terms section', () => {
  it('lists the price basis and the required terms in the form’s order for every reader', () => {
    render(<RequestTermsSection sealedBids={false} terms={['standard_terms', 'valid_until', 'hourly_rate']} />);
    expect(screen.getByRole('heading', { name: 'Quote terms' })).toBeTruthy();
    expect(screen.getByText('Every quote must state:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Price basis (incl. or excl. VAT)',
      'Valid until',
      'Hourly rate for changes and extra work (ÄTA)',
      'Standard contract (AB 04 / ABT 06)',
    ]);
    expect(screen.queryByText(/closed to the board/)).toBeNull();
  });

  it('asks for the price basis alone when no term was chosen, and explains sealed bids', () => {
    render(<RequestTermsSection sealedBids terms={null} />);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Price basis (incl. or excl. VAT)']);
    expect(screen.getByText('Quotes stay closed to the board until the deadline, then open together.')).toBeTruthy();
  });
});

describe('the header’s request state', () => {
  it('says bids are sealed until the deadline', () => {
    render(<SealedBidsBadge sealedBids deadline={future} />);
    expect(screen.getByText('Sealed bids until the deadline').dataset.sealedBids).toBe('sealed');
  });

  it('says when the bids were opened once the deadline has passed', () => {
    render(<SealedBidsBadge sealedBids deadline={past} />);
    expect(screen.getByText(`Bids opened ${formatDeadline(past, 'en')}`).dataset.sealedBids).toBe('opened');
  });

  it('says nothing of sealing for open bids', () => {
    const { container } = render(<SealedBidsBadge sealedBids={false} deadline={future} />);
    expect(container.textContent).toBe('');
  });

  it('gives a cancelled procurement’s reason, and no reason for another status', () => {
    render(<CancelReason status="cancelled" reason="The annual meeting withdrew the budget." />);
    expect(screen.getByText('Reason: The annual meeting withdrew the budget.')).toBeTruthy();
    const { container } = render(<CancelReason status="open" reason="stale" />);
    expect(container.textContent).toBe('');
  });
});
