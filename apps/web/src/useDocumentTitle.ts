import { useEffect } from 'react';

export const PRODUCT_NAME = 'Rabbithole';

/** "Discover Sets · Rabbithole": the page first, so tabs and history entries tell pages apart. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${PRODUCT_NAME}`;
}

/** Names the tab after the page while it is shown. */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
