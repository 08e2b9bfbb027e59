import {
  Button,
  EntityHeader,
  EntityHeaderSkeleton,
  Heading,
  NotFound,
  PurchaseButton,
  ShareButton,
  Stack,
  Tabs,
  VisuallyHidden,
} from '@rabbithole/design-system';
import type { Track } from '@rabbithole/api-contract';
import { useShare, useTrackToggles } from '../engagement/index.ts';
import { useTrackPlayback } from '../player/index.ts';
import { CommentsContainer } from '../posts/index.ts';
import { trackRequest } from './api.ts';
import { purchaseUrl, trackHeader } from './trackHeader.ts';
import { TrackSetsContainer } from './TrackSetsContainer.tsx';
import { useTrack, useTrackSets } from './useTrack.ts';

export interface TrackPageContainerProps {
  id: number;
}

const tabs = { sets: 'sets', comments: 'comments' } as const;

/**
 * The track page: header (artists, title with its mix, Label/Released Date/BPM/Key and the
 * `#genre` chip, or "Found in" and "First Heard" for an ID; Play, Buy (not for an ID), Share),
 * then the Sets and Comments tabs.
 */
export function TrackPageContainer({ id }: TrackPageContainerProps) {
  const { data: track, isLoading, isNotFound } = useTrack(id);

  if (isNotFound) return <NotFound kind="track" />;
  if (isLoading) return <EntityHeaderSkeleton kind="track" />;
  if (!track) {
    // A failed load stays silent (spec.md section 8); the page keeps its one heading.
    return (
      <VisuallyHidden>
        <Heading level={1}>Track</Heading>
      </VisuallyHidden>
    );
  }

  return <TrackPage track={track} />;
}

function TrackPage({ track }: { track: Track }) {
  // Heard where an ID was first heard, else in the newest set that plays it (the Sets tab's
  // first, the same read); disabled for a track in no set, with nothing to play it from.
  const { data: sets } = useTrackSets(track.id);
  const playback = useTrackPlayback(track.id, track.set_meta?.id ?? sets[0]?.id ?? null);
  const { favourite, like, purchase } = useTrackToggles(track, trackRequest(track.id).key);
  const share = useShare('track', track.id);
  return (
    <Stack space="xlarge">
      <EntityHeader
        kind="track"
        {...trackHeader(track)}
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
            {track.mix_type !== 'ID' && (
              <PurchaseButton
                href={purchaseUrl(track)}
                isPurchased={purchase.isPurchased}
                onPress={purchase.onPurchase}
              />
            )}
            <ShareButton onPress={share} />
          </Stack>
        }
      />
      <Tabs
        aria-label="Track sections"
        tabs={[
          { id: tabs.sets, label: 'Sets' },
          { id: tabs.comments, label: 'Comments' },
        ]}
      >
        {(tab) =>
          tab === tabs.comments ? (
            <CommentsContainer on="track" id={track.id} />
          ) : (
            <TrackSetsContainer trackId={track.id} />
          )
        }
      </Tabs>
    </Stack>
  );
}
