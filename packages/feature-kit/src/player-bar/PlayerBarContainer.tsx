import type { SetDetail } from '@rabbithole/api-contract';
import { KeyboardShortcutsDialog, PlayerBar } from '@rabbithole/design-system';
import { useMemo, useState } from 'react';
import { engagementMessages } from '../engagement/index.ts';
import { momentLink, useKeyboardShortcuts, usePlayer } from '../player/index.ts';
import { useComments } from '../posts/index.ts';
import { useLikeMoment, useQueue } from '../queue/index.ts';
import { useNotify } from '../toasts/index.ts';
import { playerSet, playerTrack, seekMarkers } from './playerView.ts';
import { QueueContainer } from './QueueContainer.tsx';
import { useMomentLikes } from './useMomentLikes.ts';
import { useResumeFromQueue } from './useResumeFromQueue.ts';

/**
 * The persistent player of the signed-in app (spec.md sections 2 and 4): shown once a set is
 * loaded, with its queue, the keyboard shortcuts and their help, like this moment and share this
 * moment. It comes back paused where the listener left off after a reload.
 */
export function PlayerBarContainer() {
  const player = usePlayer();
  useResumeFromQueue(useQueue());
  const [isHelpOpen, setHelpOpen] = useState(false);
  useKeyboardShortcuts({ onShowHelp: () => setHelpOpen(true) });

  const { set } = player.state;
  if (!set) return null;
  return (
    <>
      <LoadedPlayerBar set={set} player={player} onShowShortcuts={() => setHelpOpen(true)} />
      <KeyboardShortcutsDialog isOpen={isHelpOpen} onOpenChange={setHelpOpen} />
    </>
  );
}

interface LoadedPlayerBarProps {
  set: SetDetail;
  player: ReturnType<typeof usePlayer>;
  onShowShortcuts: () => void;
}

function LoadedPlayerBar({ set, player, onShowShortcuts }: LoadedPlayerBarProps) {
  const { state, currentTrack } = player;
  const notify = useNotify();
  const likeMoment = useLikeMoment();
  const { likedMoments, liked, isLiking, startLiking } = useMomentLikes(set);
  const { data: comments } = useComments({ on: 'set', id: set.id });
  const markers = useMemo(
    () => seekMarkers(set, likedMoments, comments),
    [set, likedMoments, comments],
  );

  const like = () => {
    const at = state.positionMs;
    startLiking();
    void likeMoment(set.id, at).then((answer) => liked(answer?.set_timestamp));
  };
  const shareMoment = () => {
    const link = new URL(momentLink(set.id, state.positionMs), window.location.origin).href;
    navigator.clipboard.writeText(link).then(
      () => notify(engagementMessages.linkCopied('Set'), 'success'),
      (error: unknown) => console.error('Copying the moment link failed', error),
    );
  };

  return (
    <PlayerBar
      set={playerSet(set)}
      currentTrack={playerTrack(currentTrack)}
      isPlaying={state.status === 'playing' || state.status === 'loading'}
      isBuffering={state.isBuffering || state.status === 'loading'}
      position={state.positionMs / 1000}
      duration={state.durationMs / 1000}
      volume={state.volume}
      onPlayPause={player.toggle}
      onSeek={(seconds) => player.seek(seconds * 1000)}
      onVolumeChange={player.setVolume}
      onPreviousTrack={player.previousTrack}
      onNextTrack={player.nextTrack}
      markers={markers}
      // spec.md section 8: a like needs a playing set and a known moment, on a track.
      likeMoment={{ onPress: like, isDisabled: !currentTrack || isLiking }}
      onShareMoment={shareMoment}
      onShowShortcuts={onShowShortcuts}
      queue={<QueueContainer />}
    />
  );
}
