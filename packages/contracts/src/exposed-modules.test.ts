import { describe, expect, it } from 'vitest';
import { assertContract, ContractMismatchError, exposedContracts } from './exposed-modules.ts';

describe('exposed module contracts', () => {
  it('accepts a module built against the offered version or an older one', () => {
    const offered = exposedContracts.QuotesSection.version;
    expect(() =>
      assertContract('mf-quotes', { module: 'QuotesSection', version: offered }, 'QuotesSection'),
    ).not.toThrow();
    expect(() =>
      assertContract('mf-quotes', { module: 'QuotesSection', version: offered - 1 }, 'QuotesSection'),
    ).not.toThrow();
  });

  it('a module built before contracts existed counts as v1', () => {
    expect(() => assertContract('mf-accounts', undefined, 'HomePage')).not.toThrow();
  });

  it('refuses a module built against a newer contract, naming remote, module and both versions', () => {
    const offered = exposedContracts.ProjectDetailPage.version;
    expect(() =>
      assertContract('mf-projects', { module: 'ProjectDetailPage', version: offered + 1 }, 'ProjectDetailPage'),
    ).toThrow(new ContractMismatchError('mf-projects', { module: 'ProjectDetailPage', version: offered + 1 }, offered));
    expect(() =>
      assertContract('mf-projects', { module: 'ProjectDetailPage', version: offered + 1 }, 'ProjectDetailPage'),
    ).toThrow(
      `mf-projects/ProjectDetailPage was built against contract v${offered + 1}, but this page offers v${offered}`,
    );
  });

  it('refuses a module the page does not know', () => {
    expect(() => assertContract('mf-quotes', { module: 'Unknown', version: 1 }, 'Unknown')).toThrow(
      'is not a module this page knows',
    );
  });
});
