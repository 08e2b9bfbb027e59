import { Heading, Stack, Text } from '@rabbithole/design-system';
import { TracksListContainer } from '@rabbithole/feature-kit';
import { tracksPage } from '../paths.ts';
import { useDiscoverAddress } from '../useDiscoverAddress.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /tracks: Discover Tracks: the genre and order live in the address (`?genre=` pre-fills the filter). The
 * header stays two short lines so the list itself starts above the fold.
 */
export default function TracksPage() {
  useDocumentTitle(tracksPage.title);
  const state = useDiscoverAddress('tracks');
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={1} size={2}>
          {tracksPage.title}
        </Heading>
        <Text tone="muted">Crate dig through new &amp; old cuts</Text>
      </Stack>
      <TracksListContainer {...state} />
    </Stack>
  );
}
