import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setLanguage } from '@brf/i18n';
import { OrganizationNumberField } from './organization-fields.tsx';

const register = (name: 'organization_number') => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

const hintOf = (organizationType: 'brf' | 'service_provider') => {
  render(<OrganizationNumberField register={register} error={() => undefined} organizationType={organizationType} />);
  const input = screen.getByRole('textbox');
  return document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
};

afterEach(async () => {
  await setLanguage('en', { remember: false });
});

describe("the organisation number's example is the kind of number the organisation has", () => {
  it("a company's starts with 5, a BRF's with 7", () => {
    expect(hintOf('service_provider')).toBe('Ten digits, e.g. 556677-8899');
    document.body.innerHTML = '';
    expect(hintOf('brf')).toBe('Ten digits, e.g. 769600-1234');
  });

  it('in Swedish', async () => {
    await setLanguage('sv', { remember: false });
    expect(hintOf('service_provider')).toBe('Tio siffror, t.ex. 556677-8899');
  });
});
