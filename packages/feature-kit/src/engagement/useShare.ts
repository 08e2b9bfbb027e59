import { useNotify } from '../toasts/index.ts';
import { engagementMessages } from './messages.ts';

/** spec.md section 7: a share link is the server's preview page, which carries the og tags. */
export function shareUrl(kind: 'set' | 'track', id: number): string {
  const path = `/public/preview/${kind === 'set' ? 'sets' : 'tracks'}/${String(id)}`;
  return new URL(path, window.location.origin).href;
}

/** Copies the preview link of a set or track and says so; a failed copy is only logged (5). */
export function useShare(kind: 'set' | 'track', id: number): () => void {
  const notify = useNotify();
  return () => {
    navigator.clipboard.writeText(shareUrl(kind, id)).then(
      () => notify(engagementMessages.linkCopied(kind === 'set' ? 'Set' : 'Track'), 'success'),
      (error: unknown) => console.error(`Copying the ${kind} link failed`, error),
    );
  };
}
