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
import { CommentsContainer } from '../posts/index.ts';
import { trackRequest } from './api.ts';
import { purchaseUrl, trackHeader } from './trackHeader.ts';
import { TrackSetsContainer } from './TrackSetsContainer.tsx';
import { useTrack } from './useTrack.ts';

/** The Play button's state and action, which the player wires (spec.md section 4). */
export interface TrackPlayback {
  isPlaying: boolean;
  onToggle: () => void;
}

export interface TrackPageContainerProps {
  id: number;
  /**
   * The Play slot; without it the button shows "Play" and is disabled until the player exists.
   * @default undefined
   */
  playback?: TrackPlayback;
}

const tabs = { sets: 'sets', comments: 'comments' } as const;

/**
 * The track page: header (artists, title with its mix, Label/Released Date/BPM/Key and the
 * `#genre` chip, or "Found in" and "First Heard" for an ID; Play, Buy (not for an ID), Share),
 * then the Sets and Comments tabs.
 */
export function TrackPageContainer({ id, playback }: TrackPageContainerProps) {
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

  return <TrackPage track={track} playback={playback} />;
}

function TrackPage({ track, playback }: { track: Track; playback: TrackPlayback | undefined }) {
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
