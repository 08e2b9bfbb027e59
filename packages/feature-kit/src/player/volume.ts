/** spec.md section 9: the volume runs from 0 to 1 in steps of 0.1 and starts at 1. */
export const VOLUME_STEP = 0.1;
export const DEFAULT_VOLUME = 1;
/** localStorage: the listener's volume, kept across visits. */
export const VOLUME_STORAGE_KEY = 'rabbithole.player.volume';

/** `volume` within 0..1 on the nearest 0.1 step; anything that is not a number is the default. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_VOLUME;
  const steps = Math.round(Math.min(1, Math.max(0, volume)) / VOLUME_STEP);
  // Whole steps divided once, so 0.7 stays 0.7 rather than 0.7000000000000001.
  return steps / (1 / VOLUME_STEP);
}

// Storage throws where the browser forbids it (blocked cookies, some private modes): the volume
// then lasts for the visit only.

export function readVolume(storage: Storage | null): number {
  try {
    const stored = storage?.getItem(VOLUME_STORAGE_KEY);
    return stored == null ? DEFAULT_VOLUME : clampVolume(Number.parseFloat(stored));
  } catch {
    return DEFAULT_VOLUME;
  }
}

export function writeVolume(storage: Storage | null, volume: number): void {
  try {
    storage?.setItem(VOLUME_STORAGE_KEY, String(volume));
  } catch {
    // Kept for the visit only (see above).
  }
}
