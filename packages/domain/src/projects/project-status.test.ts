import { describe, expect, it } from 'vitest';
import {
  acceptsQuotes,
  canAward,
  isClosedOrAwarded,
  statusBadgeTone,
  statusLabel,
  statusTextForViewer,
} from './project-status.ts';

const now = new Date(2026, 4, 10, 12, 0);
const past = new Date(2026, 4, 10, 11, 59);
const future = new Date(2026, 4, 10, 12, 1);

describe('project status', () => {
  it('shows statuses in title case', () => {
    expect(statusLabel('open')).toBe('Open');
    expect(statusLabel('in_progress')).toBe('In Progress');
  });

  it('lets the owner award only after the deadline and only once', () => {
    expect(canAward({ status: 'open', submission_deadline: past }, true, now)).toBe(true);
    expect(canAward({ status: 'open', submission_deadline: now }, true, now)).toBe(true);
    expect(canAward({ status: 'open', submission_deadline: future }, true, now)).toBe(false);
    expect(canAward({ status: 'open', submission_deadline: past }, false, now)).toBe(false);
    expect(
      canAward({ status: 'awarded', submission_deadline: past, winning_service_provider_id: 'p' }, true, now),
    ).toBe(false);
  });

  it('accepts quotes while open and before the deadline', () => {
    expect(acceptsQuotes({ status: 'open', submission_deadline: future }, now)).toBe(true);
    expect(acceptsQuotes({ status: 'open', submission_deadline: now }, now)).toBe(false);
    expect(acceptsQuotes({ status: 'closed', submission_deadline: future }, now)).toBe(false);
    expect(isClosedOrAwarded('awarded')).toBe(true);
    expect(isClosedOrAwarded('open')).toBe(false);
  });

  it('colours the badge red when closed or awarded to another provider', () => {
    expect(statusBadgeTone({ status: 'open' })).toBe('success');
    expect(statusBadgeTone({ status: 'closed' })).toBe('danger');
    expect(statusBadgeTone({ status: 'awarded', winning_service_provider_id: 'other' }, 'me')).toBe('danger');
    expect(statusBadgeTone({ status: 'awarded', winning_service_provider_id: 'me' }, 'me')).toBe('success');
  });

  it('tells the winner Granted', () => {
    expect(statusTextForViewer({ status: 'awarded', winning_service_provider_id: 'me' }, 'me')).toBe('Granted');
    expect(statusTextForViewer({ status: 'awarded', winning_service_provider_id: 'x' }, 'me')).toBe('Awarded');
  });
});
