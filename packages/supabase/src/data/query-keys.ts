/**
 * Every query key of the site, built here and nowhere else. A key names what is read, so two reads
 * of different data never share one; keys of one resource start with its prefix, so a write in one
 * remote refreshes every view of it in another by invalidating the prefix, without importing its code.
 */
export const queryKeys = {
  /** the marketplace's active service categories (one read, every column a picker shows) */
  serviceCategories: () => ['service-categories', 'active'] as const,

  /** one project and everything shown of it: header, tiles, sections, follow, review */
  project: (projectId: string) => ['project', projectId] as const,
  projectDetail: (projectId: string) => ['project', projectId, 'detail'] as const,
  projectQuoteView: (projectId: string) => ['project', projectId, 'quote-view'] as const,
  projectViewingDates: (projectId: string) => ['project', projectId, 'viewing-dates'] as const,
  projectAddresses: (projectId: string) => ['project', projectId, 'addresses'] as const,
  projectAttachments: (projectId: string) => ['project', projectId, 'attachments'] as const,
  projectSubscription: (projectId: string, userId: string | null) =>
    ['project', projectId, 'subscription', userId] as const,
  projectReview: (projectId: string) => ['project', projectId, 'review'] as const,
  /** the project's activity log (newest 50), for its board and admins; every project write refreshes it */
  projectActivity: (projectId: string) => ['project', projectId, 'activity'] as const,
  /** the decision pack's project part: the request, its categories and files (the board and admins) */
  decisionPackProject: (projectId: string) => ['project', projectId, 'decision-pack'] as const,
  /** the board's budget, its basis and whether the reader may change it now (the board and admins only) */
  projectBudget: (projectId: string) => ['project', projectId, 'budget'] as const,
  /** the request's record: its addenda (every reader) and, for the board, the request at the first quote */
  requestRecord: (projectId: string) => ['project', projectId, 'request-record'] as const,

  /** every read of a project's quotes: the board's list, the bid tiles, a provider's own */
  quotes: (projectId: string) => ['quotes', projectId] as const,
  quoteAmounts: (projectId: string) => ['quotes', projectId, 'amounts'] as const,
  receivedQuotes: (projectId: string) => ['quotes', projectId, 'received'] as const,
  ownQuote: (projectId: string, providerId: string | null) => ['quotes', projectId, 'mine', providerId] as const,
  /** the board's side of the award: the reader's standing, the bidders, declarations, the open proposal */
  awardBoard: (projectId: string) => ['quotes', projectId, 'award-board'] as const,
  /** a sealed project's receipts before the deadline: how many quotes arrived and when */
  quoteReceipts: (projectId: string) => ['quotes', projectId, 'receipts'] as const,
  /** the opening record of a sealed project and who was present at it */
  bidOpening: (projectId: string) => ['quotes', projectId, 'opening'] as const,
  /** the board's assessment of the quotes: every member's scores and the reader's own notes */
  quoteAssessments: (projectId: string) => ['quotes', projectId, 'assessments'] as const,
  /** the decision pack's quotes part: quotes with their files, withdrawals, declarations, the award */
  decisionPackQuotes: (projectId: string) => ['quotes', projectId, 'decision-pack'] as const,
  /** every quote anywhere (a review changes the ratings the quote lists show) */
  allQuotes: () => ['quotes'] as const,

  /** project lists (list_projects pages); `args` is what the database receives */
  projectLists: () => ['projects'] as const,
  projectList: (userId: string | null, args: object) => ['projects', 'list', userId, args] as const,
  /** what waits for the signed-in user (my_todo), above the list; refreshed with the project lists */
  todo: (userId: string | null) => ['projects', 'todo', userId] as const,

  /** a provider's public profile and rating */
  provider: (providerId: string) => ['provider', providerId] as const,
  providerProfile: (providerId: string) => ['provider', providerId, 'profile'] as const,
  providerCategories: (userId: string | null) => ['service-provider-categories', userId] as const,

  ownProfile: (type: string | null, userId: string | null) => ['own-profile', type, userId] as const,
  ownAddress: (userId: string | null) => ['own-brf-address', userId] as const,
  /** from how many max bids the viewer's board seals bids by default (the create form's default) */
  sealedBidsFrom: (userId: string | null) => ['sealed-bids-from', userId] as const,
  mfaFactors: (userId: string | null) => ['mfa-factors', userId] as const,

  /** the viewer's role on its board (chair, member, deputy, observer): who creates projects */
  boardRole: (userId: string | null) => ['board-role', userId] as const,
  /** the members of the viewer's organisation (organization_people) and its open invitations */
  organizationPeople: (organizationId: string | null) => ['organization', organizationId, 'people'] as const,
  organizationInvitations: (organizationId: string | null) => ['organization', organizationId, 'invitations'] as const,
  /** what deleting the account leaves behind; under the people, so a change of membership refreshes it */
  accountDeletionPreview: (organizationId: string | null, userId: string | null) =>
    ['organization', organizationId, 'people', 'deletion-preview', userId] as const,
  /** a change that lowers how the board awards, waiting for a second decider */
  awardRuleChange: (organizationId: string | null) => ['organization', organizationId, 'award-rule-change'] as const,
  /** an invitation link's preview, per token and signed-in user */
  invitationPreview: (token: string, userId: string | null) => ['invitation', token, userId] as const,

  messages: (projectId: string) => ['messages', projectId] as const,
  /** the decision pack's questions and answers: the project's messages as the minutes list them */
  decisionPackQuestions: (projectId: string) => ['messages', projectId, 'decision-pack'] as const,
  notifications: (userId: string | null) => ['notifications', userId] as const,
  newestNotifications: (userId: string | null) => ['notifications', userId, 'newest'] as const,
  notificationPreferences: (userId: string | null) => ['notification-preferences', userId] as const,

  adminSiteCounts: (userId: string | null) => ['admin', 'site-counts', userId] as const,
  adminUserGrowth: (userId: string | null) => ['admin', 'user-growth', userId] as const,
  adminRecentActivity: (userId: string | null) => ['admin', 'recent-activity', userId] as const,
  adminTodaySnapshot: (userId: string | null) => ['admin', 'today-snapshot', userId] as const,
  adminMailDelivery: (userId: string | null) => ['admin', 'mail-delivery', userId] as const,
} as const;
