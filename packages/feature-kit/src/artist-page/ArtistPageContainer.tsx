import { ExpandablePanel } from '@rabbithole/design-system';
import type { Artist } from '@rabbithole/api-contract';
import { useFollowToggles } from '../engagement/index.ts';
import { EntityPage } from '../entity-page/index.ts';
import { artistRequest } from './api.ts';
import { ArtistTabPanel } from './ArtistTabContainers.tsx';
import { artistHeader, artistTabs, isArtistTab, type ArtistTab } from './artistView.ts';
import { useArtist } from './useArtist.ts';

export interface ArtistPageContainerProps {
  id: number;
  /**
   * The selected tab, e.g. from the address (`?tab=remixes`); an unknown or hidden one selects
   * the first shown. Leave it out to let the tabs keep their own state.
   * @default undefined
   */
  tab?: string | null;
  /** Called with the tab the listener picks, to keep it in the address. @default undefined */
  onTabChange?: (tab: ArtistTab) => void;
}

const bioPanel = (artist: Artist) =>
  artist.bio && <ExpandablePanel title="Bio">{artist.bio}</ExpandablePanel>;

const tabPanel = (artist: Artist, tab: ArtistTab) => (
  <ArtistTabPanel artistId={artist.id} tab={tab} />
);

/**
 * The artist page: header (portrait, name, "Founder of", counts, Follow/Following, likes, social
 * links, the Bio), then the tabs Sets, Tracks, Remixes, IDs, Labels, each with its count and
 * shown only above zero.
 */
export function ArtistPageContainer({ id, tab, onTabChange }: ArtistPageContainerProps) {
  const detail = useArtist(id);
  const toggles = useFollowToggles('artist', id, detail.data?.user_stats, artistRequest(id).key);
  return (
    <EntityPage
      kind="artist"
      detail={detail}
      toggles={toggles}
      tab={tab}
      onTabChange={onTabChange}
      tabsOf={artistTabs}
      isTab={isArtistTab}
      headerOf={artistHeader}
      panelOf={bioPanel}
      renderTab={tabPanel}
    />
  );
}
