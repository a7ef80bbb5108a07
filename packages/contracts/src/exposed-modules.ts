import type { ReactNode } from 'react';

/** Route params a page receives as props, named by the route table (`/projects/:id` -> projectId). */
export interface ProjectRouteProps {
  projectId: string;
}

/** The places of `/projects/:id` that other remotes fill; each is an element with its own boundary. */
export interface ProjectDetailSlots {
  /** mf-quotes' SendQuoteAction: "Send Quote", opening mf-quotes' quote modal */
  headerAction: ReactNode;
  /** mf-quotes' QuotesSection (the owner's view of received quotes) */
  quotes: ReactNode;
  /** mf-quotes' YourQuote (a provider's own quote) */
  yourQuote: ReactNode;
  /** mf-messaging's ProjectMessages (the message board) */
  messages: ReactNode;
}

export interface ReviewRouteProps {
  projectId: string;
  revieweeId: string;
}

export interface NotificationPanelProps {
  /** closes the bell's panel (after following a notification) */
  onClose: () => void;
}

/**
 * Every exposed module: its props and its contract version. A remote built against a newer
 * version than the page offers is refused (its region shows the fallback, with a console error);
 * an older one is fine, since versions only add optional props.
 */
export interface ExposedProps {
  // mf-accounts: route pages without props
  HomePage: Record<string, never>;
  PrivacyPolicyPage: Record<string, never>;
  TermsOfServicePage: Record<string, never>;
  AttributionsPage: Record<string, never>;
  LoginPage: Record<string, never>;
  ResetPasswordPage: Record<string, never>;
  NewPasswordPage: Record<string, never>;
  RegisterBrfPage: Record<string, never>;
  RegisterServiceProviderPage: Record<string, never>;
  VerifyEmailPage: Record<string, never>;
  AuthCallbackPage: Record<string, never>;
  ProfilePage: Record<string, never>;
  MfaPage: Record<string, never>;
  AdminSetupMfaPage: Record<string, never>;
  AcceptInvitationPage: Record<string, never>;
  // mf-projects
  ProjectListPage: Record<string, never>;
  CreateProjectPage: Record<string, never>;
  ProjectDetailPage: ProjectRouteProps & { slots: ProjectDetailSlots };
  // mf-quotes
  SubmitQuotePage: ProjectRouteProps;
  DecisionPackPage: ProjectRouteProps;
  ReviewPage: ReviewRouteProps;
  SendQuoteAction: ProjectRouteProps;
  QuotesSection: ProjectRouteProps;
  YourQuote: ProjectRouteProps;
  // mf-messaging
  NotificationsPage: Record<string, never>;
  NotificationSettingsPage: Record<string, never>;
  UnsubscribePage: Record<string, never>;
  NotificationPanel: NotificationPanelProps;
  ProjectMessages: ProjectRouteProps;
  // mf-admin
  AdminDashboardPage: Record<string, never>;
}

export type ExposedModule = keyof ExposedProps;

export const exposedContracts: Record<ExposedModule, { version: number }> = {
  HomePage: { version: 1 },
  PrivacyPolicyPage: { version: 1 },
  TermsOfServicePage: { version: 1 },
  AttributionsPage: { version: 1 },
  LoginPage: { version: 1 },
  ResetPasswordPage: { version: 1 },
  NewPasswordPage: { version: 1 },
  RegisterBrfPage: { version: 1 },
  RegisterServiceProviderPage: { version: 1 },
  VerifyEmailPage: { version: 1 },
  AuthCallbackPage: { version: 1 },
  ProfilePage: { version: 1 },
  MfaPage: { version: 1 },
  AdminSetupMfaPage: { version: 1 },
  AcceptInvitationPage: { version: 1 },
  ProjectListPage: { version: 1 },
  CreateProjectPage: { version: 1 },
  ProjectDetailPage: { version: 1 },
  SubmitQuotePage: { version: 1 },
  DecisionPackPage: { version: 1 },
  ReviewPage: { version: 1 },
  SendQuoteAction: { version: 1 },
  QuotesSection: { version: 1 },
  YourQuote: { version: 1 },
  NotificationsPage: { version: 1 },
  NotificationSettingsPage: { version: 1 },
  UnsubscribePage: { version: 1 },
  NotificationPanel: { version: 1 },
  ProjectMessages: { version: 1 },
  AdminDashboardPage: { version: 1 },
};

/**
 * Optional export of an exposed page or slot module: starts the data the module shows first
 * (into the page's shared query cache) as soon as its code is there, before the page renders.
 * It shows nothing and must not throw; the route's props (e.g. projectId) are its argument.
 * It may return a promise that settles (never rejects) once that data is in: the shell then
 * renders the module once, with its data, instead of its skeleton first (waiting briefly at most).
 */
export type RoutePrefetch = (props: Readonly<Record<string, unknown>>) => Promise<unknown> | undefined;

/** What an exposed module says about itself (the build adds it to every exposed module). */
export interface ExposedContract {
  module: string;
  version: number;
}

export class ContractMismatchError extends Error {
  constructor(remote: string, built: ExposedContract, offered: number | undefined) {
    super(
      offered === undefined
        ? `[contracts] ${remote}/${built.module} is not a module this page knows ` +
            `(built against contract v${built.version}); showing its fallback`
        : `[contracts] ${remote}/${built.module} was built against contract v${built.version}, ` +
            `but this page offers v${offered}; showing its fallback until the page is updated`,
    );
    this.name = 'ContractMismatchError';
  }
}

/** Throws when a module needs a newer contract than this build of the page offers. */
export function assertContract(remote: string, built: ExposedContract | undefined, module: string): void {
  const offered = exposedContracts[module as ExposedModule]?.version;
  const contract = built ?? { module, version: 1 };
  if (offered === undefined || contract.version > offered) throw new ContractMismatchError(remote, contract, offered);
}
