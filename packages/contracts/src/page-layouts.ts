import type { ExposedModule } from './exposed-modules.ts';
import type { Aal, SessionUser } from './session-user.ts';

export type RemoteName = 'mf-accounts' | 'mf-projects' | 'mf-quotes' | 'mf-messaging' | 'mf-admin';

/** Who a slot is for: a BRF, a service provider, or an admin whose session passed the second factor. */
export type SlotViewer = 'brf' | 'service_provider' | 'admin';

export interface ExposedRef {
  remote: RemoteName;
  module: ExposedModule;
  /**
   * The viewers the slot shows anything to; absent, everyone the page's guard lets in. The shell
   * neither fetches nor renders it for anyone else. Not a security rule: the module checks for
   * itself, and row security decides what data it gets.
   */
  for?: readonly SlotViewer[];
  /**
   * 'idle': a secondary region further down (the message board). Its code is neither preloaded
   * nor fetched until the page's other regions have rendered and the browser is idle, so it does
   * not compete with what the visitor came for; it shows its loading placeholder until then.
   */
  load?: 'idle';
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
      // spec: Send Quote and Your Quote are a provider's; the quotes section the owner's and admins'
      headerAction: { remote: 'mf-quotes', module: 'SendQuoteAction', for: ['service_provider'] },
      quotes: { remote: 'mf-quotes', module: 'QuotesSection', for: ['brf', 'admin'] },
      yourQuote: { remote: 'mf-quotes', module: 'YourQuote', for: ['service_provider'] },
      // below the quotes: measured, loading it with the others delayed the quotes section by ~130 ms at 4x CPU
      messages: { remote: 'mf-messaging', module: 'ProjectMessages', load: 'idle' },
    },
  },
  SubmitQuotePage: { params: { id: 'projectId' } },
  DecisionPackPage: { params: { id: 'projectId' } },
  ReviewPage: { params: { projectId: 'projectId', revieweeId: 'revieweeId' } },
};

/** The props a page (and each of its slots) receives from the route's params. */
export function routeProps(
  module: ExposedModule,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const mapping = pageLayouts[module]?.params ?? {};
  const props: Record<string, string> = {};
  for (const [param, prop] of Object.entries(mapping)) {
    const value = params[param];
    if (value !== undefined) props[prop] = value;
  }
  return props;
}

/**
 * Whether a slot is for this viewer (ExposedRef.for): a BRF or a provider by organisation type, an
 * admin only at aal2 (as the database's own admin check).
 */
export function slotIsFor(
  ref: Pick<ExposedRef, 'for'>,
  user: Pick<SessionUser, 'organizationType' | 'role'> | null,
  aal: Aal | null,
): boolean {
  if (!ref.for) return true;
  if (!user) return false;
  return ref.for.some((viewer) =>
    viewer === 'admin' ? user.role === 'admin' && aal === 'aal2' : user.organizationType === viewer,
  );
}
