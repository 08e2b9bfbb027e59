import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Slider, SliderFill, SliderThumb, SliderTrack } from 'react-aria-components';
import { tokens } from '../../tokens';
import * as sliderStyles from '../private/slider.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatClock } from './formatClock';
import * as styles from './SeekBar.css';

/** A moment of the set (seconds from its start) and what it is, for its tooltip. */
export interface SeekMarker {
  at: number;
  label: string;
}

/** What the seek bar draws along its rail; every time is in seconds from the set's start. */
export interface SeekMarkers {
  /** Where each track of the set's list starts: ticks across the rail. */
  boundaries: number[];
  /** The listener's own likes of moments: dots above the rail. */
  likes: SeekMarker[];
  /** Timestamped comments: squares below the rail. */
  comments: SeekMarker[];
}

export const seekBarLayouts = ['inline', 'edge'] as const;
export type SeekBarLayout = (typeof seekBarLayouts)[number];

export interface SeekBarProps {
  /** Where the audio is now, in seconds. */
  position: number;
  /** The set's length in seconds; 0 while not known, which disables seeking. */
  duration: number;
  /**
   * Called once when a drag or a press on the rail ends, and once per arrow key, with the
   * moment to play from (seconds).
   */
  onSeek: (seconds: number) => void;
  /** Track boundaries, liked moments and comments along the rail. */
  markers?: SeekMarkers;
  /**
   * Seconds an arrow key moves, and the grain of a drag.
   * @default 10
   */
  step?: number;
  /**
   * `inline`: the elapsed and total times either side of the rail; `edge`: the rail alone, to
   * lie along a bar's top edge (the times are still read out with the value).
   * @default 'inline'
   */
  layout?: SeekBarLayout;
  /** @default 'Seek' */
  'aria-label'?: string;
}

const percentOf = (seconds: number, duration: number) =>
  `${String(Math.min(100, Math.max(0, (seconds / duration) * 100)))}%`;

const describeMoments = (noun: string, moments: readonly SeekMarker[]) =>
  moments.length === 0
    ? null
    : `${noun}: ${moments.map((m) => `${formatClock(m.at)} ${m.label}`).join('; ')}.`;

/**
 * The player's position in the set (react-aria Slider), with the set's track boundaries and
 * the listener's liked moments and comments marked along it. The slider is the one keyboard
 * stop: the marks are drawn for the eye (each names itself on hover) and listed for screen
 * readers in a text the slider points to (aria-details; a description would leave the slider
 * without the visible label axe then asks for). A drag shows where it is until it is let go and only
 * then seeks, so the position arriving every second never pulls the thumb from under a finger.
 */
export function SeekBar({
  position,
  duration,
  onSeek,
  markers,
  step = tokens.player.seekStepSeconds,
  layout = 'inline',
  'aria-label': ariaLabel = 'Seek',
}: SeekBarProps) {
  const descriptionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  // After a seek, its moment is shown until the player answers with a new position: a second
  // arrow press then counts from where the first one went, not from where the audio still is.
  const [sought, setSought] = useState<{ value: number; from: number } | null>(null);
  const isKnown = duration > 0;
  const value = dragged ?? (sought?.from === position ? sought.value : position);
  const valueText = isKnown
    ? `${formatClock(value)} of ${formatClock(duration)}`
    : formatClock(value);

  // react-aria writes the value as a plain number ("754"); a listener needs a clock. It has no
  // prop for that text, so it is set on its input after every render, over react-aria's own.
  useLayoutEffect(() => {
    inputRef.current?.setAttribute('aria-valuetext', valueText);
  });

  const description = [
    describeMoments('Your liked moments', markers?.likes ?? []),
    describeMoments('Comments', markers?.comments ?? []),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.root({ layout })}>
      {layout === 'inline' && (
        <span className={styles.time} aria-hidden="true">
          {formatClock(value)}
        </span>
      )}
      <Slider
        className={styles.slider}
        aria-label={ariaLabel}
        aria-details={description ? descriptionId : undefined}
        minValue={0}
        maxValue={isKnown ? duration : 1}
        step={step}
        value={isKnown ? value : 0}
        isDisabled={!isKnown}
        onChange={setDragged}
        onChangeEnd={(seconds) => {
          setDragged(null);
          setSought({ value: seconds, from: position });
          onSeek(seconds);
        }}
      >
        <SliderTrack className={sliderStyles.track}>
          <span className={sliderStyles.rail}>
            <SliderFill className={sliderStyles.fill} />
          </span>
          {isKnown && markers && <Marks markers={markers} duration={duration} />}
          <SliderThumb className={sliderStyles.thumb} inputRef={inputRef} />
        </SliderTrack>
      </Slider>
      {layout === 'inline' && (
        <span className={styles.time} aria-hidden="true">
          {isKnown ? formatClock(duration) : '–:––'}
        </span>
      )}
      {description && <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>}
    </div>
  );
}

/** The marks along the rail: hidden from assistive technology, which reads the description. */
function Marks({ markers, duration }: { markers: SeekMarkers; duration: number }) {
  return (
    <span className={styles.marks} aria-hidden="true">
      {markers.boundaries.map((at) => (
        <span
          key={`b${String(at)}`}
          className={styles.tick}
          style={{ insetInlineStart: percentOf(at, duration) }}
          data-mark="boundary"
        />
      ))}
      {(['like', 'comment'] as const).flatMap((kind) =>
        markers[kind === 'like' ? 'likes' : 'comments'].map(({ at, label }) => (
          <span
            key={`${kind}${String(at)}${label}`}
            className={styles[kind]}
            style={{ insetInlineStart: percentOf(at, duration) }}
            title={`${formatClock(at)} · ${label}`}
            data-mark={kind}
          />
        )),
      )}
    </span>
  );
}
