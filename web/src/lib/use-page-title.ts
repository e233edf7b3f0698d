import { useEffect } from 'react';

/** Sets the document title to '{title} · Roomcraft' while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Roomcraft` : 'Roomcraft · AI interior design';
  }, [title]);
}
