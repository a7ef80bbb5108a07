import type { ExposedModule } from './exposed-modules.ts';

export type RemoteName = 'mf-accounts' | 'mf-projects' | 'mf-quotes' | 'mf-messaging' | 'mf-admin';

export interface ExposedRef {
  remote: RemoteName;
  module: ExposedModule;
}

/**
 * How a route's params become a page's props, and which slots a page lays out and which remote
 * fills each. The shell's route table and every remote's standalone harness read this one
 * declaration, so a page receives the same props in both.
 */
export interface PageLayout {
  /** route param -> prop name (`/projects/:id` gives `{ projectId }`) */
  params: Record<string, string>;
  /** slot name -> the exposed module that fills it; each slot gets the page's route props */
  slots?: Record<string, ExposedRef>;
}

export const pageLayouts: Partial<Record<ExposedModule, PageLayout>> = {
  ProjectDetailPage: {
    params: { id: 'projectId' },
    slots: {
      headerAction: { remote: 'mf-quotes', module: 'SendQuoteAction' },
      quotes: { remote: 'mf-quotes', module: 'QuotesSection' },
      yourQuote: { remote: 'mf-quotes', module: 'YourQuote' },
      messages: { remote: 'mf-messaging', module: 'ProjectMessages' },
    },
  },
  SubmitQuotePage: { params: { id: 'projectId' } },
  ReviewPage: { params: { projectId: 'projectId', revieweeId: 'revieweeId' } },
};

/** The props a page (and each of its slots) receives from the route's params. */
export function routeProps(module: ExposedModule, params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const mapping = pageLayouts[module]?.params ?? {};
  const props: Record<string, string> = {};
  for (const [param, prop] of Object.entries(mapping)) {
    const value = params[param];
    if (value !== undefined) props[prop] = value;
  }
  return props;
}
