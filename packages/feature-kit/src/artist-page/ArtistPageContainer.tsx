import {
  CardCollection,
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
import { ArtistTabPanel } from './ArtistTabContainers.tsx';
import { artistHeader, artistTabs, isArtistTab, type ArtistTab } from './artistView.ts';
import { useArtist } from './useArtist.ts';

// Placeholders have no Load More to press.
const noop = () => undefined;

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

/**
 * The artist page: header (portrait, name, "Founder of", counts, Follow/Following, likes, social
 * links, the Bio), then the tabs Sets, Tracks, Remixes, IDs, Labels, each with its count and
 * shown only above zero.
 */
export function ArtistPageContainer({ id, tab, onTabChange }: ArtistPageContainerProps) {
  const { data: artist, isLoading, isNotFound } = useArtist(id);

  if (isNotFound) return <NotFound kind="artist" />;
  if (isLoading) {
    // The first tab's placeholders come with the header's, so the footer does not show and then
    // jump away when the artist arrives.
    return (
      <Stack space="xlarge">
        <EntityHeaderSkeleton kind="artist" />
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
  if (!artist) {
    // A failed load stays silent (spec.md section 8); the page keeps its one heading and loads
    // again when the tab regains focus or the connection comes back.
    return (
      <VisuallyHidden>
        <Heading level={1}>Artist</Heading>
      </VisuallyHidden>
    );
  }

  const tabs = artistTabs(artist);
  const firstShown = tabs.find((item) => (item.count ?? 1) > 0)?.id;
  const selection = onTabChange
    ? {
        selectedId: isArtistTab(tab) ? tab : firstShown,
        onSelectionChange: (next: string) => {
          if (isArtistTab(next)) onTabChange(next);
        },
      }
    : {};
  return (
    <Stack space="xlarge">
      <EntityHeader kind="artist" {...artistHeader(artist)}>
        <SocialLinks ownerName={artist.name} links={socialLinksOf(artist)} />
        {artist.bio && <ExpandablePanel title="Bio">{artist.bio}</ExpandablePanel>}
      </EntityHeader>
      <Tabs aria-label="Artist sections" tabs={tabs} {...selection}>
        {(shown) =>
          isArtistTab(shown) ? <ArtistTabPanel artistId={artist.id} tab={shown} /> : null
        }
      </Tabs>
    </Stack>
  );
}
