import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setLanguage } from '@brf/i18n';
import '@brf/ui';
import '@brf/domain/i18n';
import './i18n.ts';

// Tests pin English so the spec's strings are asserted exactly.
beforeAll(() => setLanguage('en', { remember: false }));
afterEach(() => cleanup());
