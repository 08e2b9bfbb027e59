import type { Label } from '@rabbithole/api-contract';
import { curatorPanelCopy, ExpandablePanel } from '@rabbithole/design-system';
import { useFollowToggles } from '../engagement/index.ts';
import { EntityPage } from '../entity-page/index.ts';
import { labelRequest } from './api.ts';
import { LabelTabPanel } from './LabelTabContainers.tsx';
import { isLabelTab, isRecordLabel, labelHeader, labelTabs, type LabelTab } from './labelView.ts';
import { useLabel } from './useLabel.ts';

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

/** spec.md section 2: the Bio only for a record label; any other curator gets the curator panel. */
const panel = (label: Label) =>
  isRecordLabel(label) ? (
    label.bio && <ExpandablePanel title="Bio">{label.bio}</ExpandablePanel>
  ) : (
    <ExpandablePanel title={curatorPanelCopy.title}>{curatorPanelCopy.body}</ExpandablePanel>
  );

const tabPanel = (label: Label, tab: LabelTab) => <LabelTabPanel labelId={label.id} tab={tab} />;

/**
 * The label page: header (logo or art, name, "Founded by", counts, Follow/Following, likes,
 * social links; the Bio for a record label, otherwise the "Curator profiles coming soon!"
 * panel), then the tabs Sets, Tracks, Artists, each with its count and shown only above zero.
 */
export function LabelPageContainer({ id, tab, onTabChange }: LabelPageContainerProps) {
  const detail = useLabel(id);
  const toggles = useFollowToggles(
    'label',
    id,
    detail.data?.user_label_stats,
    labelRequest(id).key,
  );
  return (
    <EntityPage
      toggles={toggles}
      kind="label"
      detail={detail}
      tab={tab}
      onTabChange={onTabChange}
      tabsOf={labelTabs}
      isTab={isLabelTab}
      headerOf={labelHeader}
      panelOf={panel}
      renderTab={tabPanel}
    />
  );
}
