import { useEffect, useRef } from 'react';
import { Slider, SliderFill, SliderThumb, SliderTrack } from 'react-aria-components';
import { tokens } from '../../tokens';
import { Button } from '../Button/Button';
import * as sliderStyles from '../private/slider.css';
import { VolumeIcon, VolumeOffIcon } from '../private/playerIcons';
import * as styles from './PlayerBar.css';

const { volumeStep, defaultVolume } = tokens.player;
const percent = { style: 'percent' } as const;

/** Steps of 0.1 stay steps of 0.1: no 0.6000000000000001 reaches the player. */
const stepsPerUnit = Math.round(1 / volumeStep);
const toStep = (volume: number) => Math.round(volume * stepsPerUnit) / stepsPerUnit;

export interface VolumeControlProps {
  volume: number;
  onVolumeChange: (volume: number) => void;
  /** The slider beside the button; without it, the button alone (a narrower bar). */
  hasSlider: boolean;
}

/**
 * Mute / Unmute and the volume slider (0 to 1 in steps of 0.1, spec.md section 9). Unmute goes
 * back to the last volume that could be heard, or to full volume if there never was one.
 */
export function VolumeControl({ volume, onVolumeChange, hasSlider }: VolumeControlProps) {
  const lastAudible = useRef(volume > 0 ? volume : defaultVolume);
  useEffect(() => {
    if (volume > 0) lastAudible.current = volume;
  }, [volume]);
  const isMuted = volume === 0;
  return (
    <div className={styles.volume}>
      <Button
        variant="icon"
        size="small"
        aria-label={isMuted ? 'Unmute' : 'Mute'}
        onPress={() => onVolumeChange(isMuted ? lastAudible.current : 0)}
      >
        {isMuted ? <VolumeOffIcon /> : <VolumeIcon />}
      </Button>
      {hasSlider && (
        <Slider
          className={styles.volumeSlider}
          aria-label="Volume"
          minValue={0}
          maxValue={1}
          step={volumeStep}
          formatOptions={percent}
          value={volume}
          onChange={(value) => onVolumeChange(toStep(value))}
        >
          <SliderTrack className={sliderStyles.track}>
            <span className={sliderStyles.rail}>
              <SliderFill className={sliderStyles.fill} />
            </span>
            <SliderThumb className={sliderStyles.thumb} />
          </SliderTrack>
        </Slider>
      )}
    </div>
  );
}
