import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import TermsOfServicePage from './terms-of-service-page.tsx';
import PrivacyPolicyPage from './privacy-policy-page.tsx';
import AttributionsPage from './attributions-page.tsx';

afterEach(cleanup);

it("the terms state the spec's terms and retention periods", () => {
  const { container } = render(
    <MemoryRouter>
      <TermsOfServicePage />
    </MemoryRouter>,
  );
  const text = container.textContent ?? '';
  expect(text).toContain('The service is free of charge.');
  expect(text).toContain("A quote is binding until the project's submission deadline.");
  expect(text).toContain('A service provider may withdraw a quote before the deadline.');
  expect(text).toContain('You must be 18 years or older');
  expect(text).toContain('Account data: until the account is deleted, or after 3 years of inactivity.');
  expect(text).toContain('Project data: 7 years.');
  expect(text).toContain('Communication records: 3 years.');
  expect(text).toContain('Analytics data: 2 years.');
});

it.each([TermsOfServicePage, PrivacyPolicyPage, AttributionsPage])(
  'each legal page has the date and a link back home',
  (Page) => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByText('Last updated: January 15, 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  },
);
