import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_UPDATED_EVENT } from '@brf/domain/accounts';
import { announceProfileUpdated, updateProfile } from './update-profile.ts';

afterEach(() => vi.useRealTimers());

describe('after a profile update', () => {
  it("the window hears 'profileUpdated' 100 ms later, with the profile's type and user", async () => {
    vi.useFakeTimers();
    const heard = vi.fn();
    window.addEventListener(PROFILE_UPDATED_EVENT, (event) => heard((event as CustomEvent).detail));
    announceProfileUpdated('brf', 'u1');
    await vi.advanceTimersByTimeAsync(99);
    expect(heard).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toHaveBeenCalledWith({ profileType: 'brf', userId: 'u1' });
  });
});

describe('updateProfile', () => {
  it("refuses without an organisation type: 'Unable to determine organization type. Please try again.'", async () => {
    const values = { contact_person_first_name: 'Anna', contact_person_last_name: 'Berg' } as never;
    await expect(updateProfile({ type: null, userId: 'u1', before: values, values })).rejects.toThrow(
      PROFILE_MESSAGES.unknownOrganizationType,
    );
    expect(PROFILE_MESSAGES.unknownOrganizationType).toBe('Unable to determine organization type. Please try again.');
  });
});
