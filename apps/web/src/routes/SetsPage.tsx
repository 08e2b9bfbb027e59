import { Box, Heading, Text } from '@rabbithole/design-system';
import { SetsListContainer } from '@rabbithole/feature-kit';
import { setsPage } from '../paths.ts';
import { useDiscoverAddress } from '../useDiscoverAddress.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /sets: Discover Sets. Genre and order live in the address (`?genre=` pre-fills the filter). Title,
 * subtitle and filter share a line on wide screens, so the list starts above the fold.
 */
export default function SetsPage() {
  useDocumentTitle(setsPage.title);
  const state = useDiscoverAddress('sets');
  return (
    <SetsListContainer
      {...state}
      header={
        <Box display="flex" flexWrap="wrap" alignItems="baseline" gap="small">
          <Heading level={1} size={2}>
            {setsPage.title}
          </Heading>
          <Text tone="muted">Dive down the rabbit hole with musical journeys</Text>
        </Box>
      }
    />
  );
}
