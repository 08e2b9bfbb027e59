import { PAGE_SIZE, type Page } from '@rabbithole/api-contract';
import type { ReadRequest } from './readRequest.ts';

/** spec.md section 9: Load More shows while offset + count < total. */
export function hasMorePages(page: Page<unknown>): boolean {
  return page.pagination.offset + page.pagination.count < page.pagination.total;
}

/** spec.md section 9: page n starts at offset `size × n` (20 for lists, 10 for notifications). */
export function pageWindow(pageIndex: number, size = PAGE_SIZE): { offset: number; limit: number } {
  return { offset: pageIndex * size, limit: size };
}

/** A paged list as `useSWRInfinite(getKey, fetcher)` takes it. */
export interface InfiniteQuery<ListPage extends Page<unknown>> {
  /** Page n's key (its URL), or null once the previous page reached the total. */
  readonly getKey: (pageIndex: number, previousPage: ListPage | null) => string | null;
  /** Loads the page a key names; SWR hands it exactly what `getKey` returned. */
  readonly fetcher: (key: string) => Promise<ListPage>;
}

/**
 * Turns "the request for page n" into SWR's key function and fetcher. SWR gives the fetcher only
 * the key, so the requests `getKey` made are kept by key rather than parsing a URL back into a
 * typed query: the key and the call that fetches it stay one object.
 */
export function infiniteQuery<ListPage extends Page<unknown>>(
  pageRequest: (pageIndex: number) => ReadRequest<ListPage>,
): InfiniteQuery<ListPage> {
  const requests = new Map<string, ReadRequest<ListPage>>();
  return {
    getKey(pageIndex, previousPage) {
      if (previousPage && !hasMorePages(previousPage)) return null;
      const request = pageRequest(pageIndex);
      requests.set(request.key, request);
      return request.key;
    },
    fetcher(key) {
      const request = requests.get(key);
      if (!request) return Promise.reject(new Error(`No page of this list has the key ${key}.`));
      return request.fetch();
    },
  };
}
