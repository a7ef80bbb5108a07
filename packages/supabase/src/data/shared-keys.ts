/**
 * Query-key prefixes that more than one remote reads or writes. A remote's own keys start with
 * one of these (`[...sharedKeys.quotes(id), 'own', providerId]`), so a write in one remote
 * refreshes every view of it in another by invalidating the prefix, without importing its code.
 */
export const sharedKeys = {
  /** one project and everything mf-projects shows of it (header, tiles, sections) */
  project: (projectId: string) => ['project', projectId] as const,
  /** every read of a project's quotes: mf-quotes' lists, mf-projects' bid tiles and own-quote check */
  quotes: (projectId: string) => ['quotes', projectId] as const,
  /** project lists (list_projects pages) */
  projectLists: () => ['projects'] as const,
  /** a provider's public profile and rating */
  provider: (providerId: string) => ['provider', providerId] as const,
} as const;
