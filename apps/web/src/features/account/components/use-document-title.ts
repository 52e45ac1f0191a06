import { useEffect } from 'react';
import { BRAND_NAME } from '@/components/layout/brand-mark';

/** Sets the tab title of a page outside the shell ('Accedi · CasaConti'). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
