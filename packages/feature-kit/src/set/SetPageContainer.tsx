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
  useSetTrackToggles,
  useShare,
} from '../engagement/index.ts';
import { mediaUrl } from '../media.ts';
import { useSetPlayback } from '../player/index.ts';
import { CommentsContainer } from '../posts/index.ts';
import { useQueue } from '../queue/index.ts';
import { setRequest } from './api.ts';
import { setTrackItem } from './setTrackItem.ts';
import { artistLinks, curatorLink, identifiedTracks, recordedDate, setGenres } from './setView.ts';
import { useSet } from './useSet.ts';

export interface SetPageContainerProps {
  id: number;
  /**
   * A moment link's start (`/sets/{id}?t=1h02m03s`, in ms): the set plays from there as the page
   * opens.
   * @default undefined
   */
  startAt?: number;
}

const tabs = { trackList: 'track-list', comments: 'comments' } as const;

/**
 * The set page: header (art, artists, Recorded, Curator, Identified Tracks, up to 3 genres,
 * favourite and like toggles, Play/Pause, Share), then the Track List and Comments tabs.
 */
export function SetPageContainer({ id, startAt }: SetPageContainerProps) {
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

  return <SetPage set={set} startAt={startAt} />;
}

/**
 * Reads the queue itself, so a change of the queue (a reorder in the player's queue) renders this
 * button again and not the whole set page with its track list.
 */
function AddToQueueButton({ setId }: { setId: number }) {
  const queue = useQueue();
  return (
    <Button variant="secondary" onPress={() => void queue.add(setId)}>
      Add to queue
    </Button>
  );
}

function SetPage({ set, startAt }: Omit<SetPageContainerProps, 'id'> & { set: SetDetail }) {
  const rows = useMemo(() => set.set_tracks.map(setTrackItem), [set]);
  const detailKey = setRequest(set.id).key;
  const { favourite, like } = useSetToggles(set, detailKey);
  const { items, onLikeChange, onWatchChange } = useSetTrackToggles(set, rows, detailKey);
  useReloadOnLikesChanged(set.id, detailKey);
  const share = useShare('set', set.id);
  const playback = useSetPlayback(set.id, startAt);
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
            <Button variant="primary" onPress={playback.onToggle}>
              {playback.isPlaying ? 'Pause' : 'Play'}
            </Button>
            <AddToQueueButton setId={set.id} />
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
            <CommentsContainer on="set" id={set.id} momentNow={playback.momentNow} />
          ) : (
            <TracklistTable
              label="Track List"
              items={items}
              isLoading={false}
              onLikeChange={onLikeChange}
              onWatchChange={onWatchChange}
              onPlay={(entryId) => playback.onPlayTrack(Number(entryId))}
              {...(playback.nowPlayingId === undefined
                ? {}
                : { nowPlayingId: playback.nowPlayingId })}
            />
          )
        }
      </Tabs>
    </Stack>
  );
}
