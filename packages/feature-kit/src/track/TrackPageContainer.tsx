import {
  Button,
  EntityHeader,
  EntityHeaderSkeleton,
  Heading,
  NotFound,
  Link,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@rabbithole/design-system';
import { useCallback } from 'react';
import { CommentsContainer } from '../posts/index.ts';
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

/** spec.md section 7: the share link is the server's preview page, which carries og tags. */
function shareUrl(id: number): string {
  return new URL(`/public/preview/tracks/${String(id)}`, window.location.origin).href;
}

/**
 * The track page: header (artists, title with its mix, Label/Released Date/BPM/Key and the
 * `#genre` chip, or "Found in" and "First Heard" for an ID; Play, Buy (not for an ID), Share),
 * then the Sets and Comments tabs.
 */
export function TrackPageContainer({ id, playback }: TrackPageContainerProps) {
  const { data: track, isLoading, isNotFound } = useTrack(id);
  const share = useCallback(() => {
    // spec.md section 5: a failed copy is only logged.
    navigator.clipboard.writeText(shareUrl(id)).catch((error: unknown) => {
      console.error('Copying the track link failed', error);
    });
  }, [id]);

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

  const isPurchased = track.user_fav?.is_purchased ?? false;
  return (
    <Stack space="xlarge">
      <EntityHeader
        kind="track"
        {...trackHeader(track)}
        actions={
          <Stack direction="row" space="small" align="center" wrap>
            <Button
              variant="primary"
              isDisabled={!playback}
              {...(playback ? { onPress: playback.onToggle } : {})}
            >
              {playback?.isPlaying ? 'Pause' : 'Play'}
            </Button>
            {track.mix_type !== 'ID' &&
              (isPurchased ? (
                <Text tone="muted">Purchased</Text>
              ) : (
                <Link href={purchaseUrl(track)} variant="standalone">
                  Buy
                </Link>
              ))}
            <Button variant="secondary" onPress={share}>
              Share
            </Button>
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
