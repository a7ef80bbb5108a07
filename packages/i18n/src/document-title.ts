import { useEffect } from 'react';

export const SITE_NAME = 'BRF Marketplace';

/** Each route names its tab in the language shown: 'Log in · BRF Marketplace'. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
  }, [pageTitle]);
}
