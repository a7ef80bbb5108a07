// Awarding, the reply-notification rule and create_project through supabase-js, as the people
// who would do them; each recipient reads their notifications with their own session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, CATEGORY_VVS, days, insertProject, insertQuote } from './helpers/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

describe('awarding (supabase-js)', () => {
  it('is refused before the deadline', async () => {
    const { error, status } = await api.clients.brfOwner.rpc('award_project', {
      p_project_id: api.world.openProject,
      p_quote_id: api.world.quoteOpen,
      p_reason: 'Lägst pris.',
    });
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: '23514',
      message: 'You can only award the project after the submission deadline has passed.',
    });
  });

  it('is refused for a non-owner', async () => {
    for (const actor of ['otherBrf', 'quotedProvider', 'adminAal2'] as const) {
      const { error, status } = await api.clients[actor].rpc('award_project', {
        p_project_id: api.world.pastProject,
        p_quote_id: api.world.quotePast1,
        p_reason: 'Lägst pris.',
      });
      expect({ status, code: error?.code, message: error?.message }, actor).toEqual({
        status: 403,
        code: '42501',
        message: 'Only the project owner can award this project.',
      });
    }
  });

  it('concurrent attempts leave exactly one winner; a second award is refused', async () => {
    const w = api.world;
    const results = await Promise.all(
      [w.quotePast1, w.quotePast2, w.quotePast1, w.quotePast2].map((q) =>
        api.clients.brfOwner.rpc('award_project', {
          p_project_id: w.pastProject,
          p_quote_id: q,
          p_reason: 'Lägst pris.',
        }),
      ),
    );
    const ok = results.filter((r) => !r.error);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.error))
      expect(r.error?.message).toBe('This project has already been awarded.');
    const award = ok[0].data as {
      winning_quote_id: string;
      winning_service_provider_id: string;
      winning_budget: number;
    };
    const { data: quotes } = await api.clients.brfOwner
      .from('quotes')
      .select('id, status')
      .eq('project_id', w.pastProject)
      .order('id');
    expect(quotes?.map((q) => q.status).sort()).toEqual(['accepted', 'rejected']);
    expect(quotes?.find((q) => q.status === 'accepted')?.id).toBe(award.winning_quote_id);
    const { data: project } = await api.clients.brfOwner
      .from('project_details')
      .select('status, winning_service_provider_id, winning_budget')
      .eq('id', w.pastProject)
      .single();
    expect(project).toEqual({
      status: 'awarded',
      winning_service_provider_id: award.winning_service_provider_id,
      winning_budget: award.winning_budget,
    });
    const { data: hidden } = await api.clients.otherBrf
      .from('project_details')
      .select('status, winning_service_provider_id, winning_budget')
      .eq('id', w.pastProject)
      .single();
    expect(hidden).toEqual({ status: 'awarded', winning_service_provider_id: null, winning_budget: null });

    const again = await api.clients.brfOwner.rpc('award_project', {
      p_project_id: w.pastProject,
      p_quote_id: w.quotePast1,
      p_reason: 'Lägst pris.',
    });
    expect(again.error?.message).toBe('This project has already been awarded.');
    const winnerClient =
      award.winning_service_provider_id === w.provider1 ? api.clients.quotedProvider : api.clients.otherProvider;
    const { data: note } = await winnerClient
      .from('notifications')
      .select('type, message')
      .eq('project_id', w.pastProject)
      .eq('type', 'project_awarded');
    expect(note).toEqual([
      { type: 'project_awarded', message: 'Congratulations! Your quote for "Hissbyte" has been accepted.' },
    ]);
  });
});

describe('reply notifications (supabase-js)', () => {
  it('go to the parent sender, the project BRF and the quoters, once each, never the replier', async () => {
    const w = api.world;
    const project = await api.server.db.transaction(async (tx) => {
      const id = await insertProject(tx, w.brfA, { title: 'Tvättstuga', deadlineInDays: 20 });
      await insertQuote(tx, id, w.provider1, 100);
      await insertQuote(tx, id, w.provider2, 200);
      return id;
    });
    const top = await api.clients.quotedProvider
      .from('project_messages')
      .insert({
        project_id: project,
        message_text: 'När kan arbetet starta?',
        sender_email: 'forged@example.se',
        is_brf: true,
      })
      .select()
      .single();
    expect(top.error).toBeNull();
    expect(top.data).toMatchObject({
      sender_id: w.users.quotedProvider.id,
      sender_email: null,
      organization_name: 'Bygg AB',
      is_brf: false,
    });

    const reply = await api.clients.otherBrf
      .from('project_messages')
      .insert({ project_id: project, parent_message_id: top.data.id, message_text: 'Vi undrar också.' });
    expect(reply.error).toBeNull();
    const inbox = async (actor: 'brfOwner' | 'otherBrf' | 'quotedProvider' | 'otherProvider') =>
      (
        await api.clients[actor]
          .from('notifications')
          .select('type, message')
          .eq('project_id', project)
          .eq('type', 'new_message')
      ).data;
    expect(await inbox('quotedProvider')).toEqual([
      { type: 'new_message', message: 'You have a new reply to your message.' },
    ]);
    expect(await inbox('brfOwner')).toEqual([
      { type: 'new_message', message: 'You have a new reply in your project.' },
    ]);
    // a follower (its quote follows) heard of the question too (issue 28)
    expect(await inbox('otherProvider')).toEqual([
      { type: 'new_message', message: 'New message on "Tvättstuga", a project you follow.' },
      { type: 'new_message', message: 'You have a new reply in a project you have quoted on.' },
    ]);
    expect(await inbox('otherBrf')).toEqual([]);

    const forged = await api.clients.otherBrf
      .from('notifications')
      .insert({ user_id: w.users.brfOwner.id, project_id: project, message: 'Falsk', type: 'new_message' });
    expect({ status: forged.status, code: forged.error?.code }).toEqual({ status: 403, code: '42501' });
  });
});

describe('create_project (supabase-js)', () => {
  it('creates project, categories and viewing dates in one call, or nothing at all', async () => {
    const ok = await api.clients.brfOwner.rpc('create_project', {
      p_title: 'Ny fasad',
      p_description: 'Fasaden behöver renoveras.',
      p_submission_deadline: days(10),
      p_category_ids: [CATEGORY_BYGG, CATEGORY_VVS],
      p_max_bids: 5,
      p_show_winner_publicly: true,
      p_viewing_dates: [{ viewing_date: days(2), duration_minutes: 45 }],
    });
    expect(ok.error).toBeNull();
    const created = ok.data as { id: string; status: string; brf_id: string };
    expect(created).toMatchObject({ status: 'open', brf_id: api.world.brfA });
    const { data } = await api.clients.otherProvider
      .from('projects')
      .select('title, project_service_categories(service_category_id), project_viewing_dates(duration_minutes)')
      .eq('id', created.id)
      .single();
    expect(data?.project_service_categories).toHaveLength(2);
    expect(data?.project_viewing_dates).toEqual([{ duration_minutes: 45 }]);

    const bad = await api.clients.brfOwner.rpc('create_project', {
      p_title: 'Trasigt projekt',
      p_description: 'Ska inte finnas kvar.',
      p_submission_deadline: days(10),
      p_category_ids: [CATEGORY_BYGG],
      p_viewing_dates: [{ viewing_date: days(2), duration_minutes: 500 }],
    });
    expect({ status: bad.status, code: bad.error?.code }).toEqual({ status: 400, code: '23514' });
    const { data: left } = await api.clients.brfOwner.from('projects').select('id').eq('title', 'Trasigt projekt');
    expect(left).toEqual([]);
  });
});

describe('deadline reminders (supabase-js)', () => {
  it('only the service role may run them', async () => {
    const user = await api.clients.adminAal2.rpc('send_deadline_notifications');
    expect(user.error?.code).toBe('42501');
    const service = await api.service.rpc('send_deadline_notifications');
    expect(service.error).toBeNull();
    expect(typeof service.data).toBe('number');
    const again = await api.service.rpc('send_deadline_notifications');
    expect(again.data).toBe(0);
  });
});
