import { afterEach, describe, expect, it } from 'vitest';
import { DataError, queryClient, resetQueryClientForTests, unwrap } from './index.ts';

afterEach(() => resetQueryClientForTests());

describe('query client', () => {
  it('is one per page, even for a second copy of this package (anchored on globalThis)', () => {
    const first = queryClient();
    expect(queryClient()).toBe(first);
    const anchored = (globalThis as Record<symbol, unknown>)[Symbol.for('brf.query-client.v1')];
    expect(anchored).toBe(first);
  });

  it('an invalidation reaches every view of a key', async () => {
    const client = queryClient();
    let reads = 0;
    const options = { queryKey: ['project', 'p1'], queryFn: async () => ++reads };
    expect(await client.fetchQuery(options)).toBe(1);
    await client.invalidateQueries({ queryKey: ['project', 'p1'] });
    expect(await client.fetchQuery(options)).toBe(2);
  });

  it('does not retry a refusal from the database', () => {
    const retry = queryClient().getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new DataError('new row violates row-level security policy', { code: '42501' }))).toBe(false);
    expect(retry(0, new DataError('not found', { code: 'PGRST116' }))).toBe(false);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('unwrap: one result shape', () => {
  it('returns the data of a success', () => {
    expect(unwrap({ data: [{ id: 1 }], error: null })).toEqual([{ id: 1 }]);
    expect(unwrap({ data: null, error: null })).toBeNull();
  });

  it('throws a DataError carrying the server code and message', () => {
    const failure = {
      data: null,
      error: { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116', details: '0 rows' },
    };
    expect(() => unwrap(failure)).toThrow(DataError);
    try {
      unwrap(failure);
    } catch (error) {
      expect(error).toMatchObject({
        code: 'PGRST116',
        details: '0 rows',
        message: 'JSON object requested, multiple (or no) rows returned',
      });
    }
  });
});

describe('messageForPeople', () => {
  it("shows the database's sentences and abuse limits; the fallback for crashes, network and policies", async () => {
    const { DataError, messageForPeople } = await import('./index.ts');
    const fallback = 'Failed to submit quote. Please try again.';
    expect(
      messageForPeople(
        new DataError('This project has reached its maximum number of bids.', { code: '23514' }),
        fallback,
      ),
    ).toBe('This project has reached its maximum number of bids.');
    expect(messageForPeople(new DataError('You are changing quotes too quickly.', { code: 'PT429' }), fallback)).toBe(
      'You are changing quotes too quickly.',
    );
    expect(messageForPeople(new DataError('boom', { code: 'XX000' }), fallback)).toBe(fallback);
    expect(messageForPeople(new DataError('TypeError: Failed to fetch'), fallback)).toBe(fallback);
    expect(
      messageForPeople(
        new DataError('new row violates row-level security policy for table "quotes"', { code: '42501' }),
        fallback,
      ),
    ).toBe(fallback);
    expect(messageForPeople(new Error('anything'), fallback)).toBe(fallback);
  });
});

describe('the query-key registry', () => {
  it('gives every read its own key and keeps each resource under its prefix', async () => {
    const { queryKeys } = await import('./query-keys.ts');
    const keys = [
      queryKeys.projectDetail('p'),
      queryKeys.projectQuoteView('p'),
      queryKeys.projectViewingDates('p'),
      queryKeys.projectAddresses('p'),
      queryKeys.projectAttachments('p'),
      queryKeys.projectSubscription('p', 'u'),
      queryKeys.projectReview('p'),
      queryKeys.projectActivity('p'),
      queryKeys.quoteAmounts('p'),
      queryKeys.receivedQuotes('p'),
      queryKeys.ownQuote('p', 's'),
      queryKeys.serviceCategories(),
      queryKeys.providerProfile('s'),
      queryKeys.providerCategories('u'),
      queryKeys.ownProfile('brf', 'u'),
      queryKeys.ownAddress('u'),
      queryKeys.mfaFactors('u'),
      queryKeys.organizationPeople('o'),
      queryKeys.organizationInvitations('o'),
      queryKeys.accountDeletionPreview('o', 'u'),
      queryKeys.messages('p'),
      queryKeys.newestNotifications('u'),
      queryKeys.notificationPreferences('u'),
      queryKeys.adminSiteCounts('u'),
      queryKeys.adminUserGrowth('u'),
      queryKeys.adminRecentActivity('u'),
      queryKeys.adminTodaySnapshot('u'),
      queryKeys.adminMailDelivery('u'),
      queryKeys.todo('u'),
      queryKeys.invitationPreview('t', 'u'),
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
    const under = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
    for (const key of [
      queryKeys.projectDetail('p'),
      queryKeys.projectQuoteView('p'),
      queryKeys.projectSubscription('p', 'u'),
      queryKeys.projectReview('p'),
      queryKeys.projectActivity('p'),
    ]) {
      expect(under(key, queryKeys.project('p'))).toBe(true);
    }
    for (const key of [queryKeys.quoteAmounts('p'), queryKeys.receivedQuotes('p'), queryKeys.ownQuote('p', 's')])
      expect(under(key, queryKeys.quotes('p'))).toBe(true);
    expect(under(queryKeys.projectList('u', {}), queryKeys.projectLists())).toBe(true);
    // a change of membership (a hand-over) refreshes what deleting the account would do
    expect(under(queryKeys.accountDeletionPreview('o', 'u'), queryKeys.organizationPeople('o'))).toBe(true);
  });
});
