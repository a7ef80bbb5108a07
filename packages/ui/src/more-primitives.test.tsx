import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip/tooltip.tsx';
import { StarRating, StarRatingInput } from './star-rating/star-rating.tsx';
import { EmptyState } from './empty-state/empty-state.tsx';
import { InlineAlert } from './inline-alert/inline-alert.tsx';
import { FilePicker } from './file-picker/file-picker.tsx';
import { formatFileSize } from './file-picker/file-size.ts';
import { CheckboxGrid } from './checkbox-grid/checkbox-grid.tsx';
import { Button } from './button/button.tsx';

describe('Tooltip', () => {
  it('describes a disabled button through a focusable wrapper', () => {
    render(
      <Tooltip text="You can award only after the submission deadline has passed">
        <Button disabled>Award</Button>
      </Tooltip>,
    );
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('You can award only after the submission deadline has passed');
    expect(tooltip.parentElement!.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.parentElement!.tabIndex).toBe(0);
  });
  it('renders the children alone without text', () => {
    render(<Tooltip text={null}><Button>Save</Button></Tooltip>);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

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
        <StarRatingInput label="Rating" value={rating} onChange={setRating} error={rating ? null : 'Rating is required'} />
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

describe('EmptyState and InlineAlert', () => {
  it('renders the empty state with its action', () => {
    render(
      <EmptyState
        title="No projects found"
        description="Try adjusting your filters or search terms"
        action={<Button>Clear all filters</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No projects found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeTruthy();
  });
  it('uses alert for errors and status otherwise', () => {
    render(<InlineAlert tone="error">Verification did not elevate session. Try again.</InlineAlert>);
    expect(screen.getByRole('alert').textContent).toBe('Verification did not elevate session. Try again.');
  });
});

describe('FilePicker', () => {
  it('hands over chosen files and lists them with remove buttons', () => {
    const onFiles = vi.fn();
    const onRemove = vi.fn();
    render(
      <FilePicker
        label="Attachments"
        multiple
        onFiles={onFiles}
        onRemove={onRemove}
        files={[{ name: 'offer.pdf', size: 1536 }]}
        hint="PDF, PNG, JPEG, WEBP or GIF, max 50 MB each"
      />,
    );
    const input = screen.getByLabelText('Attachments') as HTMLInputElement;
    const file = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove offer.pdf' }));
    expect(onRemove).toHaveBeenCalledWith(0);
  });
  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('CheckboxGrid', () => {
  it('toggles options in their listed order and shows the error', () => {
    const onChange = vi.fn();
    render(
      <CheckboxGrid
        legend="Service categories"
        options={[{ value: 'a', label: 'Bygg' }, { value: 'b', label: 'El' }, { value: 'c', label: 'Annat' }]}
        selected={['c']}
        onChange={onChange}
        error="Select at least one service category"
      />,
    );
    expect(screen.getByRole('group', { name: 'Service categories' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bygg' }));
    expect(onChange).toHaveBeenCalledWith(['a', 'c']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Annat' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText('Select at least one service category')).toBeTruthy();
  });
});
