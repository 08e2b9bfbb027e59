import type { SWRConfiguration } from 'swr';

/**
 * App-wide SWR settings. The API client already retries as spec.md section 7 says (1 in the
 * foreground, 3 in the background, 429s after their wait); SWR retrying on top would multiply
 * every failed read. A failed load stays silent (spec.md section 8) but the page keeps its frame
 * and loads again by itself when the tab regains focus or the connection comes back.
 */
export const swrConfig = {
  shouldRetryOnError: false,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
} satisfies SWRConfiguration;
