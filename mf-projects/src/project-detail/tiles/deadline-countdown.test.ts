import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, useTranslation } from '@brf/i18n';
import { renderHook } from '@testing-library/react';
import { projectsCatalogue } from '../../i18n.ts';
import { deadlineCountdown } from './deadline-countdown.ts';

// noon in Stockholm on May 10, 2026 (summer time)
const deadline = '2026-05-10T10:00:00Z';
const countdown = (now: string) => {
  const { result } = renderHook(() => useTranslation(projectsCatalogue));
  return deadlineCountdown(deadline, result.current.t, new Date(now));
};

describe(`the tile beside the deadline, in ${process.env.TZ}`, () => {
  afterEach(async () => {
    await setLanguage('en', { remember: false });
  });

  it('counts the days remaining as the spec does', () => {
    expect(countdown('2026-05-07T11:00:00Z')).toEqual({ label: 'Days remaining', value: '3 days remaining' });
    expect(countdown('2026-05-10T09:59:00Z')).toEqual({ label: 'Days remaining', value: '1 day remaining' });
  });

  it("says 'Passed today' minutes after the deadline, not a day past", () => {
    expect(countdown('2026-05-10T10:05:00Z')).toEqual({ label: 'Past deadline', value: 'Passed today' });
    // 23:59 in Stockholm
    expect(countdown('2026-05-10T21:59:00Z').value).toBe('Passed today');
  });

  it('counts Swedish calendar days once the day is over', () => {
    // 00:01 in Stockholm on May 11: still May 10 in UTC and in New York
    expect(countdown('2026-05-10T22:01:00Z').value).toBe('1 day past deadline');
    expect(countdown('2026-05-13T08:00:00Z').value).toBe('3 days past deadline');
  });

  it('in Swedish too', async () => {
    await setLanguage('sv', { remember: false });
    expect(countdown('2026-05-10T10:05:00Z')).toEqual({ label: 'Efter sista offertdag', value: 'Passerade i dag' });
    expect(countdown('2026-05-10T22:01:00Z').value).toBe('1 dag sedan sista offertdag');
  });
});
