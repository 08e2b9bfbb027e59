import { Box, Heading, Text } from '@rabbithole/design-system';
import { LabelsListContainer } from '@rabbithole/feature-kit';
import { labelsPage } from '../paths.ts';
import { useDiscoverAddress } from '../useDiscoverAddress.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /labels: Discover Labels. Genre and order live in the address (`?genre=` pre-fills the filter). Title,
 * subtitle and filter share a line on wide screens, so the list starts above the fold.
 */
export default function LabelsPage() {
  useDocumentTitle(labelsPage.title);
  const state = useDiscoverAddress('labels');
  return (
    <LabelsListContainer
      {...state}
      header={
        <Box display="flex" flexWrap="wrap" alignItems="baseline" gap="small">
          <Heading level={1} size={2}>
            {labelsPage.title}
          </Heading>
          <Text tone="muted">Only independent labels &amp; producers</Text>
        </Box>
      }
    />
  );
}
