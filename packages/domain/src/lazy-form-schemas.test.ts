import { describe, expect, it } from 'vitest';
import { lazyLoginFormSchema, loginFormSchema } from './accounts/index.ts';

describe('lazy form schemas', () => {
  it('load the very schemas the eager exports are', async () => {
    expect(await lazyLoginFormSchema.load()).toBe(loginFormSchema);
  });
});
