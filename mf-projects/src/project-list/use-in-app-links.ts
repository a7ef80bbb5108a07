import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A click handler for a container of plain `<a href="/...">` links (the project list's rows):
 * a plain left click navigates in the app, as a router Link would; a click with a modifier key,
 * another button, or on a link with a target keeps the browser's behaviour (new tab, download...).
 */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (!link || !event.currentTarget.contains(link)) return;
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const href = link.getAttribute('href')!;
      if (link.hasAttribute('target') || link.hasAttribute('download') || !href.startsWith('/')) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
