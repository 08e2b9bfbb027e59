import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { mediaUp } from '../../theme/media';
import { useMediaQuery } from '../../theme/useMediaQuery';
import { tokens, type Breakpoint } from '../../tokens';
import { Art } from '../Art/Art';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { ShareIcon } from '../private/engagementIcons';
import { HeartIcon } from '../private/entityIcons';
import * as playStyles from '../private/playButton.css';
import {
  KeyboardIcon,
  NextTrackIcon,
  PauseIcon,
  PlayIcon,
  PreviousTrackIcon,
} from '../private/playerIcons';
import { SeekBar, type SeekMarkers } from '../SeekBar/SeekBar';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { NowPlaying } from '../TracklistTable/TrackParts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PlayerBar.css';
import { VolumeControl } from './VolumeControl';

/**
 * The bar's height for an app's own layout (anything else fixed above it, a page padded by
 * hand): `compact` below `regularFrom`, `regular` from there up. Inside a .css.ts file read
 * `vars.size.playerBarCompact` and `vars.size.playerBar` with `mediaUp('md')` instead. The bar
 * already keeps the end of the page clear of itself with a spacer of its height.
 */
export const playerBarHeights = {
  compact: tokens.size.playerBarCompact,
  regular: tokens.size.playerBar,
  regularFrom: 'md',
} as const satisfies { regularFrom: Breakpoint } & Record<'compact' | 'regular', string>;

/** The set in the player. */
export interface PlayerSet {
  title: string;
  artist: string;
  artUrl: string | null;
  /** Its page: the title links there. */
  href: string;
}

/** The track of the set's list playing now. */
export interface PlayerTrack {
  title: string;
  artist?: string | undefined;
  /** Its page, when it has one (an unreleased ID has none). */
  href?: string | undefined;
}

export interface PlayerBarProps {
  set: PlayerSet;
  /** The track playing now within the set; null between tracks or before the list starts. */
  currentTrack?: PlayerTrack | null;
  isPlaying: boolean;
  /** The audio is waiting for data: the play button spins, and "Buffering" is announced. @default false */
  isBuffering?: boolean;
  /** Seconds from the set's start. */
  position: number;
  /** The set's length in seconds; 0 while not known. */
  duration: number;
  /** 0 to 1, in steps of 0.1 (spec.md section 9). */
  volume: number;
  onPlayPause: () => void;
  /** Called once per finished drag, press on the rail or arrow key. */
  onSeek: (seconds: number) => void;
  onVolumeChange: (volume: number) => void;
  /** Previous and next track within the set; without one, its button shows disabled. */
  onPreviousTrack?: (() => void) | undefined;
  onNextTrack?: (() => void) | undefined;
  /** Track boundaries, liked moments and comments along the seek bar. */
  markers?: SeekMarkers | undefined;
  /** Likes the moment playing now; disabled while it cannot be liked (already liked, no set). */
  likeMoment: { onPress: () => void; isDisabled: boolean };
  /** Shows "Share this moment" (from sm up). */
  onShareMoment?: (() => void) | undefined;
  /** Shows "Keyboard shortcuts" (from md up, where there is a keyboard to speak of). */
  onShowShortcuts?: (() => void) | undefined;
  /** The app's queue trigger and its popover (QueuePopover). */
  queue?: ReactNode;
}

/**
 * The persistent bottom player (spec.md section 2), fixed to the foot of the page, above the
 * content and below dialogs. From md up one row: the set left, transport and seek in the
 * middle, volume, like and queue right. Below md a compact bar: the seek bar along its top edge,
 * the set on two lines, like, play and queue; no volume, phones have buttons for that. It holds
 * the page's end clear of itself with a spacer as tall as it is.
 */
export function PlayerBar(props: PlayerBarProps) {
  const isWide = useMediaQuery(mediaUp(playerBarHeights.regularFrom), true);
  const hasVolumeSlider = useMediaQuery(mediaUp('lg'), true);
  const { set, currentTrack, isPlaying, isBuffering = false, position, duration } = props;
  const { markers, onSeek, likeMoment, queue } = props;

  const seekBar = (
    <SeekBar
      position={position}
      duration={duration}
      onSeek={onSeek}
      markers={markers}
      layout={isWide ? 'inline' : 'edge'}
    />
  );
  const like = (
    <Button
      variant="icon"
      size={isWide ? 'small' : 'medium'}
      aria-label="Like this moment"
      onPress={likeMoment.onPress}
      isDisabled={likeMoment.isDisabled}
    >
      <HeartIcon />
    </Button>
  );

  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} aria-label="Player">
        {!isWide && <div className={styles.edge}>{seekBar}</div>}
        <div className={styles.now}>
          <Art src={set.artUrl} size={isWide ? 'small' : 'xsmall'} />
          <NowPlayingText
            set={set}
            track={currentTrack ?? null}
            isPlaying={isPlaying}
            isCompact={!isWide}
          />
        </div>
        {isWide ? (
          <div className={styles.centre}>
            <div className={styles.transport}>
              <BarButton name="Previous track" onPress={props.onPreviousTrack}>
                <PreviousTrackIcon />
              </BarButton>
              <PlayPause
                isPlaying={isPlaying}
                isBuffering={isBuffering}
                onPress={props.onPlayPause}
              />
              <BarButton name="Next track" onPress={props.onNextTrack}>
                <NextTrackIcon />
              </BarButton>
            </div>
            {seekBar}
          </div>
        ) : null}
        <div className={styles.end}>
          {isWide ? (
            <>
              <VolumeControl
                volume={props.volume}
                onVolumeChange={props.onVolumeChange}
                hasSlider={hasVolumeSlider}
              />
              {like}
              {props.onShareMoment && (
                <BarButton name="Share this moment" onPress={props.onShareMoment}>
                  <ShareIcon />
                </BarButton>
              )}
              {props.onShowShortcuts && (
                <BarButton name="Keyboard shortcuts" onPress={props.onShowShortcuts}>
                  <KeyboardIcon />
                </BarButton>
              )}
              {queue}
            </>
          ) : (
            <>
              {like}
              <PlayPause
                isPlaying={isPlaying}
                isBuffering={isBuffering}
                onPress={props.onPlayPause}
              />
              {queue}
            </>
          )}
        </div>
      </section>
    </>
  );
}

/**
 * A small glyph button of the wide bar. Without a handler it shows disabled: previous and next
 * track stay in place so the transport keeps its shape.
 */
function BarButton({
  name,
  onPress,
  children,
}: {
  name: string;
  onPress: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Button variant="icon" size="small" aria-label={name} onPress={onPress} isDisabled={!onPress}>
      {children}
    </Button>
  );
}

/** Play or Pause by name (the action it takes), spinning while the audio buffers. */
function PlayPause({
  isPlaying,
  isBuffering,
  onPress,
}: {
  isPlaying: boolean;
  isBuffering: boolean;
  onPress: () => void;
}) {
  return (
    <>
      <AriaButton
        className={playStyles.playButton}
        aria-label={isPlaying ? 'Pause' : 'Play'}
        onPress={onPress}
      >
        <span className={playStyles.playGlyph}>
          {isBuffering ? (
            <Spinner size="small" isDecorative inheritColor />
          ) : isPlaying ? (
            <PauseIcon />
          ) : (
            <PlayIcon />
          )}
        </span>
      </AriaButton>
      {/* Always there, so "Buffering" is announced as it starts rather than read on arrival. */}
      <span role="status">{isBuffering && <VisuallyHidden>Buffering</VisuallyHidden>}</span>
    </>
  );
}

/** The set's title (its link), its artist, and the track playing now when there is one. */
function NowPlayingText({
  set,
  track,
  isPlaying,
  isCompact,
}: {
  set: PlayerSet;
  track: PlayerTrack | null;
  isPlaying: boolean;
  /** Two lines: the track, when there is one, takes the artist's place. */
  isCompact: boolean;
}) {
  const trackLine = track && (
    <span className={styles.track}>
      {isPlaying && <NowPlaying />}
      <Text component="span" size="caption" tone="accent" maxLines={1} title={track.title}>
        <VisuallyHidden>Track: </VisuallyHidden>
        {track.href ? (
          <Link href={track.href} variant="subtle">
            {track.title}
          </Link>
        ) : (
          track.title
        )}
        {track.artist && ` · ${track.artist}`}
      </Text>
    </span>
  );
  return (
    <div className={styles.text}>
      <Text component="span" size="small" weight="semibold" maxLines={1} title={set.title}>
        <Link href={set.href} variant="subtle">
          {set.title}
        </Link>
      </Text>
      {!(isCompact && track) && (
        <Text component="span" size="caption" tone="muted" maxLines={1} title={set.artist}>
          {set.artist}
        </Text>
      )}
      {trackLine}
    </div>
  );
}
