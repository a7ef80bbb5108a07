import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNavigableProjectId } from '@brf/domain/notifications';

export const projectPath = (projectId: string) => `/projects/${projectId}`;

/**
 * spec/accounts.md 4: router navigation to the project; on router failure a full page load of
 * /projects/{id}; nothing for an empty, 'null' or 'undefined' id.
 */
export function useViewProject(after?: () => void): (projectId: string | null | undefined) => void {
  const navigate = useNavigate();
  return useCallback(
    (projectId) => {
      if (!isNavigableProjectId(projectId)) return;
      after?.();
      try {
        const pending = navigate(projectPath(projectId));
        if (pending instanceof Promise) pending.catch(() => window.location.assign(projectPath(projectId)));
      } catch (error) {
        console.error('[mf-messaging] router navigation failed; loading the page', error);
        window.location.assign(projectPath(projectId));
      }
    },
    [navigate, after],
  );
}
