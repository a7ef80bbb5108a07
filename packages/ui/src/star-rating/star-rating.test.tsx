import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { StarRating, StarRatingInput } from './star-rating.tsx';

describe('StarRating', () => {
  it('names the exact rating and shows one decimal', () => {
    render(<StarRating value={4.25} />);
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' }).textContent).toBe('4.3');
  });
  it('shows the empty text without a rating', () => {
    render(<StarRating value={null} />);
    expect(screen.getByText('No ratings.')).toBeTruthy();
  });
});

describe('StarRatingInput', () => {
  function Harness() {
    const [rating, setRating] = useState<number | null>(null);
    return (
      <>
        <StarRatingInput
          label="Rating"
          value={rating}
          onChange={setRating}
          error={rating ? null : 'Rating is required'}
        />
        <output data-testid="rating">{rating ?? ''}</output>
      </>
    );
  }
  it('is a labelled radio group of five stars', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByTestId('rating').textContent).toBe('4');
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });
});
