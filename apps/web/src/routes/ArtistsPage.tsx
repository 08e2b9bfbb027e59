import { Heading, Stack, Text } from '@rabbithole/design-system';
import { ArtistsListContainer } from '@rabbithole/feature-kit';
import { artistsPage } from '../paths.ts';
import { useDiscoverAddress } from '../useDiscoverAddress.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /artists: Discover Artists: the genre and order live in the address (`?genre=` pre-fills the filter). The
 * header stays two short lines so the list itself starts above the fold.
 */
export default function ArtistsPage() {
  useDocumentTitle(artistsPage.title);
  const state = useDiscoverAddress('artists');
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={1} size={2}>
          {artistsPage.title}
        </Heading>
        <Text tone="muted">Musical talent from around the world</Text>
      </Stack>
      <ArtistsListContainer {...state} />
    </Stack>
  );
}
