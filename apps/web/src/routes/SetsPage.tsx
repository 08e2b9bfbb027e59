import { Heading, Stack, Text } from '@rabbithole/design-system';
import { SetsListContainer } from '@rabbithole/feature-kit';
import { setsPage } from '../paths.ts';
import { useDiscoverAddress } from '../useDiscoverAddress.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /sets: Discover Sets: the genre and order live in the address (`?genre=` pre-fills the filter). The
 * header stays two short lines so the list itself starts above the fold.
 */
export default function SetsPage() {
  useDocumentTitle(setsPage.title);
  const state = useDiscoverAddress('sets');
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={1} size={2}>
          {setsPage.title}
        </Heading>
        <Text tone="muted">Dive down the rabbit hole with musical journeys</Text>
      </Stack>
      <SetsListContainer {...state} />
    </Stack>
  );
}
