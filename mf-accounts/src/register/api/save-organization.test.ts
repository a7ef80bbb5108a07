import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_MESSAGES } from '@brf/domain/accounts';

const insert = vi.fn();
const auth = { updateUser: vi.fn() };
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ from: () => ({ insert }), auth }),
}));
const { organizationSaveFailure, saveBrfOrganization } = await import('./save-organization.ts');

beforeEach(() => {
  insert.mockReset();
  auth.updateUser.mockReset().mockResolvedValue({ data: { user: {} }, error: null });
});

const person = { userId: 'u1', firstName: 'Anna', lastName: 'Berg', email: 'anna@brf.se', phone: null };
const brf = { organization_number: '769600-0000', organization_name: 'BRF Solgläntan' } as never;

describe('saving the organisation (spec 7)', () => {
  it('inserts the profile with the contact person, then records organization_completed', async () => {
    insert.mockResolvedValueOnce({ data: null, error: null });
    await saveBrfOrganization(person, brf);
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({
        user_id: 'u1',
        contact_person_first_name: 'Anna',
        organization_name: 'BRF Solgläntan',
      }),
    );
    expect(auth.updateUser).toHaveBeenCalledWith({ data: { registration_step: 'organization_completed' } });
  });

  it("a taken number: the database's sentence; any other failure 'Error saving organization details...'", async () => {
    insert.mockResolvedValueOnce({
      data: null,
      error: { code: '23505', message: SIGN_UP_MESSAGES.organizationNumberTaken },
    });
    expect(await saveBrfOrganization(person, brf).catch(organizationSaveFailure)).toBe(
      SIGN_UP_MESSAGES.organizationNumberTaken,
    );
    insert.mockResolvedValueOnce({
      data: null,
      error: { code: '23505', message: 'duplicate key value violates unique constraint "brf_profiles_user_id_key"' },
    });
    expect(await saveBrfOrganization(person, brf).catch(organizationSaveFailure)).toBe(
      SIGN_UP_MESSAGES.profileSaveFailed,
    );
    insert.mockResolvedValueOnce({
      data: null,
      error: { code: '42501', message: 'new row violates row-level security policy' },
    });
    expect(await saveBrfOrganization(person, brf).catch(organizationSaveFailure)).toBe(
      SIGN_UP_MESSAGES.profileSaveFailed,
    );
    expect(auth.updateUser).not.toHaveBeenCalled();
  });
});
