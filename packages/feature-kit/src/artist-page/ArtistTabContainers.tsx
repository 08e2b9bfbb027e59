import { CardsTab, labelCardItem, SetsTab, TracksTab } from '../entity-page/index.ts';
import {
  useArtistIds,
  useArtistLabels,
  useArtistRemixes,
  useArtistSets,
  useArtistTracks,
} from './useArtist.ts';
import type { ArtistTab } from './artistView.ts';

interface ArtistTabProps {
  artistId: number;
}

function ArtistSets({ artistId }: ArtistTabProps) {
  return <SetsTab list={useArtistSets(artistId)} />;
}

function ArtistTracks({ artistId }: ArtistTabProps) {
  return (
    <TracksTab label="Tracks" list={useArtistTracks(artistId)} emptyMessage="No tracks found." />
  );
}

function ArtistRemixes({ artistId }: ArtistTabProps) {
  return (
    <TracksTab label="Remixes" list={useArtistRemixes(artistId)} emptyMessage="No remixes found." />
  );
}

function ArtistIds({ artistId }: ArtistTabProps) {
  return (
    <TracksTab label="IDs" list={useArtistIds(artistId)} emptyMessage="No IDs found." canWatch />
  );
}

function ArtistLabels({ artistId }: ArtistTabProps) {
  return (
    <CardsTab
      label="Labels"
      list={useArtistLabels(artistId)}
      toItem={labelCardItem}
      emptyMessage="No labels found."
    />
  );
}

export interface ArtistTabPanelProps extends ArtistTabProps {
  tab: ArtistTab;
}

/** The selected tab's list; each loads when its tab is first shown. */
export function ArtistTabPanel({ artistId, tab }: ArtistTabPanelProps) {
  switch (tab) {
    case 'sets':
      return <ArtistSets artistId={artistId} />;
    case 'tracks':
      return <ArtistTracks artistId={artistId} />;
    case 'remixes':
      return <ArtistRemixes artistId={artistId} />;
    case 'ids':
      return <ArtistIds artistId={artistId} />;
    case 'labels':
      return <ArtistLabels artistId={artistId} />;
  }
}
