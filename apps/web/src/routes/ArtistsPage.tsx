import { Box, Heading, Text } from '@rabbithole/design-system';
import { ArtistsListContainer } from '@rabbithole/feature-kit';
import { artistsPage } from '../paths.ts';
import { useDiscoverAddress } from '../useDiscoverAddress.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /artists: Discover Artists. Genre and order live in the address (`?genre=` pre-fills the filter). Title,
 * subtitle and filter share a line on wide screens, so the list starts above the fold.
 */
export default function ArtistsPage() {
  useDocumentTitle(artistsPage.title);
  const state = useDiscoverAddress('artists');
  return (
    <ArtistsListContainer
      {...state}
      header={
        <Box display="flex" flexWrap="wrap" alignItems="baseline" gap="small">
          <Heading level={1} size={2}>
            {artistsPage.title}
          </Heading>
          <Text tone="muted">Musical talent from around the world</Text>
        </Box>
      }
    />
  );
}
