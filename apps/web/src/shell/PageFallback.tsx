import { Spinner } from '@rabbithole/design-system';

/** Shown in a layout while its page's chunk loads. */
export function PageFallback() {
  return <Spinner label="Loading page" />;
}
