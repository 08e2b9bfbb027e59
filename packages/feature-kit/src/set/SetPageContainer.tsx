import {
  Button,
  EntityHeader,
  EntityHeaderSkeleton,
  Heading,
  NotFound,
  ShareButton,
  Stack,
  Tabs,
  TracklistTable,
  VisuallyHidden,
} from '@rabbithole/design-system';
import type { SetDetail } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import {
  useReloadOnLikesChanged,
  useSetToggles,
  useSetTrackLikes,
  useShare,
} from '../engagement/index.ts';
import { mediaUrl } from '../media.ts';
import { CommentsContainer } from '../posts/index.ts';
import { setRequest } from './api.ts';
import { setTrackItem } from './setTrackItem.ts';
import { artistLinks, curatorLink, identifiedTracks, recordedDate, setGenres } from './setView.ts';
import { useSet } from './useSet.ts';

/** The Play/Pause button's state and action, which the player wires (spec.md section 4). */
export interface SetPlayback {
  isPlaying: boolean;
  onToggle: () => void;
}

export interface SetPageContainerProps {
  id: number;
  /**
   * The Play/Pause slot; without it the button shows "Play" and is disabled until the player
   * exists.
   * @default undefined
   */
  playback?: SetPlayback;
  /** The set track entry playing now, for the Track List's indicator. @default undefined */
  nowPlayingId?: number;
}

const tabs = { trackList: 'track-list', comments: 'comments' } as const;

/**
 * The set page: header (art, artists, Recorded, Curator, Identified Tracks, up to 3 genres,
 * favourite and like toggles, Play/Pause, Share), then the Track List and Comments tabs.
 */
export function SetPageContainer({ id, playback, nowPlayingId }: SetPageContainerProps) {
  const { data: set, isLoading, isNotFound } = useSet(id);

  if (isNotFound) return <NotFound kind="set" />;
  if (isLoading) return <EntityHeaderSkeleton kind="set" />;
  if (!set) {
    // A failed load stays silent (spec.md section 8); the page keeps its one heading.
    return (
      <VisuallyHidden>
        <Heading level={1}>Set</Heading>
      </VisuallyHidden>
    );
  }

  return <SetPage set={set} playback={playback} nowPlayingId={nowPlayingId} />;
}

function SetPage({
  set,
  playback,
  nowPlayingId,
}: Omit<SetPageContainerProps, 'id'> & { set: SetDetail }) {
  const rows = useMemo(() => set.set_tracks.map(setTrackItem), [set]);
  const detailKey = setRequest(set.id).key;
  const { favourite, like } = useSetToggles(set, detailKey);
  const { items, onLikeChange } = useSetTrackLikes(set, rows, detailKey);
  useReloadOnLikesChanged(set.id, detailKey);
  const share = useShare('set', set.id);
  const curator = curatorLink(set);
  return (
    <Stack space="xlarge">
      <EntityHeader
        kind="set"
        title={set.set_name}
        artUrl={mediaUrl(set.art_url_xl ?? set.art_url)}
        byline={artistLinks(set)}
        details={[
          { label: 'Recorded', value: recordedDate(set) },
          ...(curator ? [{ label: 'Curator', value: curator.name, href: curator.href }] : []),
          { label: 'Identified Tracks', value: identifiedTracks(set) },
        ]}
        genres={setGenres(set)}
        genreList="/sets"
        {...(set.description ? { description: set.description } : {})}
        favourite={favourite}
        likes={like}
        actions={
          <Stack direction="row" space="small" align="center" wrap>
            <Button
              variant="primary"
              isDisabled={!playback}
              {...(playback ? { onPress: playback.onToggle } : {})}
            >
              {playback?.isPlaying ? 'Pause' : 'Play'}
            </Button>
            <ShareButton onPress={share} />
          </Stack>
        }
      />
      <Tabs
        aria-label="Set sections"
        tabs={[
          { id: tabs.trackList, label: 'Track List', count: set.set_tracks.length },
          { id: tabs.comments, label: 'Comments' },
        ]}
      >
        {(tab) =>
          tab === tabs.comments ? (
            <CommentsContainer on="set" id={set.id} />
          ) : (
            <TracklistTable
              label="Track List"
              items={items}
              isLoading={false}
              onLikeChange={onLikeChange}
              {...(nowPlayingId === undefined ? {} : { nowPlayingId })}
            />
          )
        }
      </Tabs>
    </Stack>
  );
}
