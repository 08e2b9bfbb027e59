import { Box, Heading, Text } from '@rabbithole/design-system';
import { TracksListContainer } from '@rabbithole/feature-kit';
import { tracksPage } from '../paths.ts';
import { useDiscoverAddress } from '../useDiscoverAddress.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /tracks: Discover Tracks. Genre and order live in the address (`?genre=` pre-fills the filter). Title,
 * subtitle and filter share a line on wide screens, so the list starts above the fold.
 */
export default function TracksPage() {
  useDocumentTitle(tracksPage.title);
  const state = useDiscoverAddress('tracks');
  return (
    <TracksListContainer
      {...state}
      header={
        <Box display="flex" flexWrap="wrap" alignItems="baseline" gap="small">
          <Heading level={1} size={2}>
            {tracksPage.title}
          </Heading>
          <Text tone="muted">Crate dig through new &amp; old cuts</Text>
        </Box>
      }
    />
  );
}
