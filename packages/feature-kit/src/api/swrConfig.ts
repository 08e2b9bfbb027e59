import type { SWRConfiguration } from 'swr';

/**
 * App-wide SWR settings. The API client already retries as spec.md section 7 says (1 in the
 * foreground, 3 in the background, 429s after their wait); SWR retrying on top would multiply
 * every failed read.
 */
export const swrConfig = {
  shouldRetryOnError: false,
} satisfies SWRConfiguration;
