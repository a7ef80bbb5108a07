import { describe, expect, it } from 'vitest';
import { createsProjects } from './board-role.ts';

describe('who creates projects for a board', () => {
  it('the chair and the members; not a deputy or an observer', () => {
    expect(createsProjects('chair')).toBe(true);
    expect(createsProjects('member')).toBe(true);
    expect(createsProjects('deputy')).toBe(false);
    expect(createsProjects('observer')).toBe(false);
  });

  it('is offered while the role is read, and where no board is found the database says what is missing', () => {
    expect(createsProjects(undefined)).toBe(true);
    expect(createsProjects(null)).toBe(true);
  });
});
