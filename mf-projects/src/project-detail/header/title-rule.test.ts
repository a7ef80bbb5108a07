import { describe, expect, it } from 'vitest';
import { editProjectTitleSchema } from '@brf/domain/projects';
import { titleProblem } from './title-rule.ts';

describe('titleProblem', () => {
  it("gives the domain schema's message, or none, for every boundary", () => {
    for (const title of [
      '',
      '   ',
      'ab',
      '  ab  ',
      'abc',
      ' abc ',
      'a'.repeat(200),
      ` ${'a'.repeat(200)} `,
      'a'.repeat(201),
    ]) {
      const parsed = editProjectTitleSchema.safeParse({ title });
      expect(titleProblem(title), JSON.stringify(title)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
    }
  });

  it('asks for at least 3 characters of trimmed text', () => {
    expect(titleProblem(' ab ')).toBe('Title must be at least 3 characters');
  });
});
