import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('the package entry', () => {
  it('exports each area without name clashes', () => {
    expect(typeof domain.personFormSchema.parse).toBe('function');
    expect(typeof domain.createProjectSchema.parse).toBe('function');
    expect(domain.TOAST_DURATION_MS).toEqual({ success: 10000, error: 5000, info: 3000, warning: 4000 });
    expect(domain.RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(domain.REGISTRATION_REDIRECT_DELAY_MS).toBe(2000);
    expect(domain.PASSWORD_UPDATE_REDIRECT_DELAY_MS).toBe(2000);
  });
});

describe('the navigation entry', () => {
  it('offers the shell what it needs without the forms', async () => {
    const navigation = await import('./navigation.ts');
    expect(navigation.avatarLetter('anna', null)).toBe('A');
    expect(navigation.unreadBadgeText(150)).toBe('99+');
    expect(navigation.TOAST_DURATION_MS.success).toBe(10000);
    expect('personFormSchema' in navigation).toBe(false);
  });
});
