import { Heading, Stack, Text } from '@rabbithole/design-system';
import { LabelsListContainer } from '@rabbithole/feature-kit';
import { labelsPage } from '../paths.ts';
import { useDiscoverAddress } from '../useDiscoverAddress.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /labels: Discover Labels: the genre and order live in the address (`?genre=` pre-fills the filter). The
 * header stays two short lines so the list itself starts above the fold.
 */
export default function LabelsPage() {
  useDocumentTitle(labelsPage.title);
  const state = useDiscoverAddress('labels');
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={1} size={2}>
          {labelsPage.title}
        </Heading>
        <Text tone="muted">Only independent labels &amp; producers</Text>
      </Stack>
      <LabelsListContainer {...state} />
    </Stack>
  );
}
