import { brand } from '@slotwise/shared/contract/limits.contract';
import { useEffect } from 'react';

export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · ${brand.name}`;
  }, [page]);
}
