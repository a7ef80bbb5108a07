// POST /logout?scope=global|local|others (internal/api/logout.go): 204, sessions deleted.
import { authError } from './errors.ts';
import { requireUser, withTx, type AuthRequest } from './request.ts';
import { deleteSessions } from './sessions.ts';

export async function logout(r: AuthRequest): Promise<void> {
  const scope = r.url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  await withTx(r.ctx, async (sql) => {
    const { user, sessionId } = await requireUser(r, sql);
    if (scope === 'global' || !sessionId) await deleteSessions(sql, 'user_id = $1', [user.id]);
    else if (scope === 'local') await deleteSessions(sql, 'id = $1', [sessionId]);
    else await deleteSessions(sql, 'user_id = $1 and id <> $2', [user.id, sessionId]);
  });
  r.res.statusCode = 204;
  r.res.end();
}
