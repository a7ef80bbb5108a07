import { useOwnQuote } from '@brf/supabase/data';
import { useViewer, type Viewer } from '@brf/supabase/session';
import { useQuoteProject } from './quote-project.ts';

/** Only a provider quotes, under its own profile; anyone else (a BRF, an admin, nobody) quotes as no one. */
export const quotingProviderId = (viewer: Pick<Viewer, 'isProvider' | 'profileId'>): string | null =>
  viewer.isProvider ? viewer.profileId : null;

/** A project as the signed-in provider meets it: the project and their own quote on it (none for a non-provider). */
export function useProviderQuote(projectId: string) {
  const viewer = useViewer();
  const providerId = quotingProviderId(viewer);
  const project = useQuoteProject(projectId);
  const ownQuote = useOwnQuote(projectId, providerId);
  return { viewer, providerId, project, ownQuote };
}
