import { Hero, Stack } from '@rabbithole/design-system';
import { HomeListsContainer } from '@rabbithole/feature-kit';
import { useConsumeStoredNext } from '../access/useGoAfterSignIn.ts';
import { homePage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /home: the hero, then Featured Sets, Newest Tracks, Featured Artists and Featured Labels, each
 * a shelf whose height is fixed before its data arrives. A destination stored before sign-in is
 * spent here first.
 */
export default function HomePage() {
  useDocumentTitle(homePage.title);
  useConsumeStoredNext();
  return (
    <Stack space="xxlarge">
      <Hero
        title="Dive down the rabbit hole"
        subtitle="DJ sets with identified track lists, and the artists, independent labels and curators behind them."
      />
      <HomeListsContainer />
    </Stack>
  );
}
