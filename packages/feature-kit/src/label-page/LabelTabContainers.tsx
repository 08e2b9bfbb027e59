import { artistCardItem, CardsTab, SetsTab, TracksTab } from '../entity-page/index.ts';
import type { LabelTab } from './labelView.ts';
import { useLabelArtists, useLabelSets, useLabelTracks } from './useLabel.ts';

interface LabelTabProps {
  labelId: number;
}

function LabelSets({ labelId }: LabelTabProps) {
  return <SetsTab list={useLabelSets(labelId)} />;
}

function LabelTracks({ labelId }: LabelTabProps) {
  return (
    <TracksTab label="Tracks" list={useLabelTracks(labelId)} emptyMessage="No tracks found." />
  );
}

function LabelArtists({ labelId }: LabelTabProps) {
  return (
    <CardsTab
      label="Artists"
      list={useLabelArtists(labelId)}
      toItem={artistCardItem}
      emptyMessage="No artists found."
    />
  );
}

export interface LabelTabPanelProps extends LabelTabProps {
  tab: LabelTab;
}

/** The selected tab's list; each loads when its tab is first shown. */
export function LabelTabPanel({ labelId, tab }: LabelTabPanelProps) {
  switch (tab) {
    case 'sets':
      return <LabelSets labelId={labelId} />;
    case 'tracks':
      return <LabelTracks labelId={labelId} />;
    case 'artists':
      return <LabelArtists labelId={labelId} />;
  }
}
