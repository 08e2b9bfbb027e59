import { Hero } from '@rabbithole/design-system';
import { useConsumeStoredNext } from '../access/useGoAfterSignIn.ts';
import { homePage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /home: the hero. Its lists (Featured Sets, Newest Tracks, Featured Artists, Featured Labels)
 * come with the browse issue. A destination stored before sign-in is spent here first.
 */
export default function HomePage() {
  useDocumentTitle(homePage.title);
  useConsumeStoredNext();
  return (
    <Hero
      title="Dive down the rabbit hole"
      subtitle="DJ sets with identified track lists, and the artists, independent labels and curators behind them."
    />
  );
}
