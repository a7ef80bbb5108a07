// Invitations and the running of a membership (issue 29): the chair invites by e-mail (the mail
// goes through the mail queue to the outbox), the invitee joins with the address it was sent
// to, within 7 days; the chair changes roles, removes members and hands the chair over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startApi, type Api } from './helpers/api.ts';
import { PASSWORD } from './helpers/world.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

const address = (key: string) => `${key}-${Math.random().toString(36).slice(2, 8)}@example.se`;

async function account(email: string): Promise<{ id: string; client: SupabaseClient }> {
  const { data, error } = await api.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw new Error(`sign-in: ${signedIn.error.message}`);
  return { id: data.user.id, client };
}

/** The invitation mail's token, waited for in the outbox. */
async function invitationToken(email: string): Promise<{ token: string; subject: string; text: string }> {
  const until = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${api.server.outboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
    const mail = ((await response.json()) as { subject: string; text: string }[])[0];
    const token = mail && /\/invitations\/accept\?token=([0-9a-f]+)/.exec(mail.text)?.[1];
    if (mail && token) return { token, subject: mail.subject, text: mail.text };
    if (Date.now() > until) throw new Error(`no invitation to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('inviting', () => {
  it('the chair invites by e-mail; the invitee joins with that address, once', async () => {
    const email = address('ledamot');
    const invited = await api.clients.brfOwner.rpc('invite_member', { p_email: email.toUpperCase(), p_role: 'member' });
    expect(invited.error).toBeNull();
    const mail = await invitationToken(email);
    expect(mail.subject).toBe('Du är inbjuden till BRF Solgläntan');
    // who invited: the chair has no name in this world, so its address (decision 0027)
    expect(mail.text).toContain(
      `${api.world.users.brfOwner.email} bjuder in dig till BRF Solgläntan på BRF-marknaden som ledamot.`,
    );
    expect(mail.text).toContain(`${api.server.config.siteUrl}/invitations/accept?token=${mail.token}`);

    // the board sees it pending
    const pending = await api.clients.brfOwner
      .from('organization_invitations')
      .select('email, role, accepted_at')
      .eq('email', email);
    expect(pending.data).toEqual([{ email, role: 'member', accepted_at: null }]);

    const someoneElse = await account(address('annan'));
    const wrong = await someoneElse.client.rpc('accept_invitation', { p_token: mail.token });
    expect(wrong.error?.message).toBe('This invitation was sent to another e-mail address.');

    const invitee = await account(email);
    const preview = await invitee.client.rpc('invitation_preview', { p_token: mail.token });
    expect(preview.data).toEqual([
      expect.objectContaining({ organization_name: 'BRF Solgläntan', role: 'member', email, state: 'open' }),
    ]);
    const accepted = await invitee.client.rpc('accept_invitation', { p_token: mail.token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toEqual([{ organization_type: 'brf', organization_id: api.world.brfA, role: 'member' }]);
    const again = await invitee.client.rpc('accept_invitation', { p_token: mail.token });
    expect(again.error?.message).toBe('This invitation has already been used.');
    // a member now: with two members who decide, it reads the board's quotes once it has declared
    const read = () => invitee.client.from('quotes').select('id').eq('project_id', api.world.openProject);
    expect((await read()).data).toEqual([]);
    await invitee.client.rpc('declare_interest', { p_project_id: api.world.openProject, p_conflict_provider_ids: [] });
    expect((await read()).data?.map((q) => q.id)).toEqual([api.world.quoteOpen]);
    const people = await api.clients.brfOwner.rpc('organization_people');
    expect(people.data?.map((p: { email: string; role: string }) => [p.email, p.role])).toEqual(
      expect.arrayContaining([
        [api.world.users.brfOwner.email, 'chair'],
        [email, 'member'],
      ]),
    );
  });

  it('refuses an invitation that expired or was withdrawn, and an invitation from a non-chair', async () => {
    const expiredEmail = address('sen');
    await api.clients.brfOwner.rpc('invite_member', { p_email: expiredEmail, p_role: 'deputy' });
    const expired = await invitationToken(expiredEmail);
    await api.server.db.query(
      `update public.organization_invitations set expires_at = now() - interval '1 minute' where email = $1`,
      [expiredEmail],
    );
    const late = await account(expiredEmail);
    expect((await late.client.rpc('accept_invitation', { p_token: expired.token })).error?.message).toBe(
      'This invitation has expired. Ask for a new one.',
    );

    const withdrawnEmail = address('aterkallad');
    const invitation = await api.clients.brfOwner.rpc('invite_member', { p_email: withdrawnEmail, p_role: 'observer' });
    const withdrawn = await invitationToken(withdrawnEmail);
    expect(
      (await api.clients.brfOwner.rpc('withdraw_invitation', { p_invitation_id: invitation.data as string })).error,
    ).toBeNull();
    const gone = await account(withdrawnEmail);
    expect((await gone.client.rpc('accept_invitation', { p_token: withdrawn.token })).error?.message).toBe(
      'This invitation is not valid.',
    );

    // a provider's user is no chair of the BRF; and nobody invites one who belongs elsewhere
    expect(
      (await api.clients.brfOwner.rpc('invite_member', { p_email: api.world.users.otherBrf.email, p_role: 'member' }))
        .error?.message,
    ).toBe('This person already belongs to an organization.');
    expect(
      (await api.clients.brfOwner.rpc('invite_member', { p_email: 'inte en adress', p_role: 'member' })).error?.message,
    ).toBe('Please enter a valid email address');
    expect(
      (await api.clients.brfOwner.rpc('invite_member', { p_email: address('x'), p_role: 'chair' })).error?.message,
    ).toBe('Choose a role for the new member.');
  });
});

describe('running the board', () => {
  it('the chair changes a role, removes a member, and hands the chair over; a chair cannot just leave', async () => {
    const email = address('suppleant');
    await api.clients.brfOwner.rpc('invite_member', { p_email: email, p_role: 'deputy' });
    const { token } = await invitationToken(email);
    const deputy = await account(email);
    expect((await deputy.client.rpc('accept_invitation', { p_token: token })).error).toBeNull();

    // a deputy runs nothing
    expect((await deputy.client.rpc('invite_member', { p_email: address('y'), p_role: 'member' })).error?.message).toBe(
      'Only the chair can invite members.',
    );
    expect((await deputy.client.rpc('remove_member', { p_user_id: api.world.users.brfOwner.id })).error?.message).toBe(
      'Only the chair can do this.',
    );

    expect(
      (
        await api.clients.brfOwner.rpc('set_member_role', {
          p_user_id: deputy.id,
          p_role: 'member',
          p_may_invite: true,
        })
      ).error,
    ).toBeNull();
    // a member the chair allows invites
    expect((await deputy.client.rpc('invite_member', { p_email: address('z'), p_role: 'observer' })).error).toBeNull();

    expect((await api.clients.brfOwner.rpc('leave_organization')).error?.message).toBe(
      'Hand the chair over before you leave.',
    );
    expect((await api.clients.brfOwner.rpc('hand_over_chair', { p_user_id: deputy.id })).error).toBeNull();
    const roles = await deputy.client.from('brf_members').select('user_id, role').eq('brf_id', api.world.brfA);
    expect(roles.data).toEqual(
      expect.arrayContaining([
        { user_id: deputy.id, role: 'chair' },
        { user_id: api.world.users.brfOwner.id, role: 'member' },
      ]),
    );
    // the new chair removes the old one, who loses the board's quotes at once
    expect((await deputy.client.rpc('remove_member', { p_user_id: api.world.users.brfOwner.id })).error).toBeNull();
    const after = await api.clients.brfOwner.from('quotes').select('id').eq('project_id', api.world.openProject);
    expect(after.data).toEqual([]);
  });
});

describe('a provider company', () => {
  it("its admin invites a colleague, who edits the company's quote", async () => {
    const email = address('kollega');
    expect(
      (await api.clients.quotedProvider.rpc('invite_member', { p_email: email, p_role: 'member' })).error,
    ).toBeNull();
    const { token, subject } = await invitationToken(email);
    expect(subject).toBe('Du är inbjuden till Bygg AB');
    const colleague = await account(email);
    expect((await colleague.client.rpc('accept_invitation', { p_token: token })).error).toBeNull();
    const edited = await colleague.client
      .from('quotes')
      .update({ quote_amount: 126000 })
      .eq('id', api.world.quoteOpen)
      .select('quote_amount');
    expect(edited.data).toEqual([{ quote_amount: 126000 }]);
    // the colleague may leave; the only admin may not
    expect((await api.clients.quotedProvider.rpc('leave_organization')).error?.message).toBe(
      'Make another member an admin before you leave.',
    );
    expect((await colleague.client.rpc('leave_organization')).error).toBeNull();
  });
});

describe('asking to join an organisation that is registered', () => {
  it("tells its chair with the person's name and address, once a day, and nobody else", async () => {
    const email = address('vill-vara-med');
    const { data } = await api.service.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: 'Sara', last_name: 'Lund' },
    });
    const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const unknown = await client.rpc('request_membership', {
      p_organization_type: 'brf',
      p_organization_number: '769699-0000',
    });
    expect(unknown.error?.message).toBe('No organization with this organization number is registered.');
    // the number as the board typed it or without the hyphen: one organisation
    const asked = await client.rpc('request_membership', {
      p_organization_type: 'brf',
      p_organization_number: '7696001234',
    });
    expect(asked.error).toBeNull();
    expect(asked.data).toBe('BRF Solgläntan');
    const told = await api.server.db.query<{ user_id: string; params: Record<string, string> }>(
      `select user_id, params from public.notifications where type = 'membership_requested'`,
    );
    // the chair now (an earlier test handed the chair over)
    const chair = await api.server.db.query<{ user_id: string }>(
      `select user_id from public.brf_members where brf_id = $1 and role = 'chair'`,
      [api.world.brfA],
    );
    expect(told.rows).toEqual([
      {
        user_id: chair.rows[0]?.user_id,
        params: { author: 'Sara Lund', email, organization: 'BRF Solgläntan' },
      },
    ]);
    const again = await client.rpc('request_membership', {
      p_organization_type: 'brf',
      p_organization_number: '769600-1234',
    });
    expect(again.error?.message).toBe('You have already asked this organization today. Its chair has been told.');
    const member = await api.clients.boardDeputy.rpc('request_membership', {
      p_organization_type: 'brf',
      p_organization_number: '769600-2349',
    });
    expect(member.error?.message).toBe('This user already belongs to an organization.');
    const anonymous = await api.clients.anon.rpc('request_membership', {
      p_organization_type: 'brf',
      p_organization_number: '769600-1234',
    });
    expect(anonymous.error?.code).toBe('42501');
    expect(data.user?.id).toBeTruthy();
  });
});
