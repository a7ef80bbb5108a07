import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@brf/supabase/data';
import { listLoadError } from './list-load-error.ts';

describe("the project list's load errors (spec 8, console only)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the step and the role of a failure the backend answered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outage = new DataError('Simulated outage', { code: '57000' });
    expect(listLoadError(outage, 'projects', false).message).toBe('Error fetching projects for BRF: Simulated outage');
    expect(listLoadError(outage, 'projects', true).message).toBe(
      'Error fetching projects for Service Provider: Simulated outage',
    );
    expect(listLoadError(outage, 'providerProfile', true).message).toBe(
      'Error fetching Service Provider profile: Simulated outage',
    );
    expect(listLoadError(outage, 'brfProfile', false).message).toBe('Error fetching BRF profile: Simulated outage');
    expect(console.error).toHaveBeenCalledWith('[mf-projects] Error fetching projects for BRF: Simulated outage');
  });

  it('calls anything else an unexpected error, keeping the cause', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading 'total_count')");
    const error = listLoadError(bug, 'projects', true);
    expect(error.message).toBe("Unexpected error: Cannot read properties of undefined (reading 'total_count')");
    expect(error.cause).toBe(bug);
  });
});
