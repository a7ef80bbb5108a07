import { beforeAll, describe, expect, it } from 'vitest';
import { loadParser, viewLineage } from '../src/rest/schema/view-lineage.ts';

describe('rest: which base column each view column projects', () => {
  beforeAll(async () => {
    await loadParser();
  });
  const columns: Record<string, string[]> = {
    projects: ['id', 'brf_id', 'title'],
    brf_profiles: ['id', 'organization_name', 'user_id'],
  };
  const columnsOf = (_schema: string | undefined, relname: string) => columns[relname];

  it('follows aliases, qualified names and joins', () => {
    const lineage = viewLineage(
      ' SELECT p.id, p.brf_id AS owner, b.organization_name, b.user_id AS brf_user_id' +
        ' FROM (public.projects p LEFT JOIN brf_profiles b ON ((b.id = p.brf_id)));',
      columnsOf,
    );
    expect(Object.fromEntries(lineage)).toEqual({
      id: { schema: 'public', relname: 'projects', column: 'id' },
      owner: { schema: 'public', relname: 'projects', column: 'brf_id' },
      organization_name: { schema: undefined, relname: 'brf_profiles', column: 'organization_name' },
      brf_user_id: { schema: undefined, relname: 'brf_profiles', column: 'user_id' },
    });
  });

  it('maps unqualified columns to the one relation that has them, and skips expressions and unions', () => {
    const lineage = viewLineage(
      'SELECT title, upper(title) AS loud, organization_name FROM projects, brf_profiles',
      columnsOf,
    );
    expect(Object.fromEntries(lineage)).toEqual({
      title: { schema: undefined, relname: 'projects', column: 'title' },
      organization_name: { schema: undefined, relname: 'brf_profiles', column: 'organization_name' },
    });
    expect(viewLineage('SELECT id FROM projects UNION SELECT id FROM brf_profiles', columnsOf).size).toBe(0);
    expect(viewLineage('not sql at all', columnsOf).size).toBe(0);
  });
});
