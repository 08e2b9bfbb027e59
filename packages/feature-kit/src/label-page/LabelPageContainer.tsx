import {
  CardCollection,
  curatorPanelCopy,
  EntityHeader,
  EntityHeaderSkeleton,
  ExpandablePanel,
  Heading,
  NotFound,
  SocialLinks,
  Stack,
  Tabs,
  VisuallyHidden,
} from '@rabbithole/design-system';
import { socialLinksOf } from '../entity-page/index.ts';
import { LabelTabPanel } from './LabelTabContainers.tsx';
import { isLabelTab, isRecordLabel, labelHeader, labelTabs, type LabelTab } from './labelView.ts';
import { useLabel } from './useLabel.ts';

// Placeholders have no Load More to press.
const noop = () => undefined;

export interface LabelPageContainerProps {
  id: number;
  /**
   * The selected tab, e.g. from the address (`?tab=artists`); an unknown or hidden one selects
   * the first shown. Leave it out to let the tabs keep their own state.
   * @default undefined
   */
  tab?: string | null;
  /** Called with the tab the listener picks, to keep it in the address. @default undefined */
  onTabChange?: (tab: LabelTab) => void;
}

/**
 * The label page: header (logo or art, name, "Founded by", counts, Follow/Following, likes,
 * social links; the Bio for a record label, otherwise the "Curator profiles coming soon!"
 * panel), then the tabs Sets, Tracks, Artists, each with its count and shown only above zero.
 */
export function LabelPageContainer({ id, tab, onTabChange }: LabelPageContainerProps) {
  const { data: label, isLoading, isNotFound } = useLabel(id);

  if (isNotFound) return <NotFound kind="label" />;
  if (isLoading) {
    // The first tab's placeholders come with the header's, so the footer does not show and then
    // jump away when the label arrives.
    return (
      <Stack space="xlarge">
        <EntityHeaderSkeleton kind="label" />
        <CardCollection
          label="Sets"
          items={[]}
          isLoading
          isLoadingMore={false}
          hasMore={false}
          onLoadMore={noop}
        />
      </Stack>
    );
  }
  if (!label) {
    // A failed load stays silent (spec.md section 8); the page keeps its one heading and loads
    // again when the tab regains focus or the connection comes back.
    return (
      <VisuallyHidden>
        <Heading level={1}>Label</Heading>
      </VisuallyHidden>
    );
  }

  const tabs = labelTabs(label);
  const firstShown = tabs.find((item) => (item.count ?? 1) > 0)?.id;
  const selection = onTabChange
    ? {
        selectedId: isLabelTab(tab) ? tab : firstShown,
        onSelectionChange: (next: string) => {
          if (isLabelTab(next)) onTabChange(next);
        },
      }
    : {};
  return (
    <Stack space="xlarge">
      <EntityHeader kind="label" {...labelHeader(label)}>
        <SocialLinks ownerName={label.name} links={socialLinksOf(label)} />
        {isRecordLabel(label) ? (
          label.bio && <ExpandablePanel title="Bio">{label.bio}</ExpandablePanel>
        ) : (
          <ExpandablePanel title={curatorPanelCopy.title}>{curatorPanelCopy.body}</ExpandablePanel>
        )}
      </EntityHeader>
      <Tabs aria-label="Label sections" tabs={tabs} {...selection}>
        {(shown) => (isLabelTab(shown) ? <LabelTabPanel labelId={label.id} tab={shown} /> : null)}
      </Tabs>
    </Stack>
  );
}
