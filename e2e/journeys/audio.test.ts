import { listSets, successSchemaOf, urlOf, type SetSummary } from '@rabbithole/api-contract';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { journeyBrowser } from '../support/journey.ts';

const serverUrl = inject('serverUrl');
const journey = journeyBrowser();
let set: SetSummary;

beforeAll(async () => {
  const response = await fetch(urlOf(listSets, { query: { limit: 5 } }, serverUrl));
  expect(response.status).toBe(200);
  const page = successSchemaOf(listSets).parse(await response.json());
  const playable = page.data.find((candidate) => candidate.mp3_permalink !== null);
  if (!playable) throw new Error('no demo set has an mp3_permalink');
  set = playable;
});

/**
 * issue 7: every set's `mp3_permalink` plays in a browser for its whole stated duration and
 * seeks anywhere (the generated audio is a virtual MP3 served with Range; ../shared/audio.md).
 * Chromium's own `<audio>`, on a page of the app, under the app's CSP (media-src 'self').
 */
describe('a demo set in an <audio> element', () => {
  const current = journey.perTest('desktop 1440');

  it('knows the set’s duration, seeks anywhere, plays on from there and ends', async () => {
    const { page } = current;
    await page.goto(`${serverUrl}/about`);
    const src = `/media${set.mp3_permalink ?? ''}`;
    const duration = await page.evaluate(async (url) => {
      const audio = document.createElement('audio');
      audio.muted = true;
      audio.preload = 'metadata';
      audio.src = url;
      document.body.append(audio);
      Object.assign(window, { journeyAudio: audio });
      await new Promise((resolve, reject) => {
        audio.addEventListener('loadedmetadata', resolve, { once: true });
        audio.addEventListener('error', () =>
          reject(new Error(`media error ${audio.error?.code}`)),
        );
      });
      return audio.duration;
    }, src);
    // The Info frame states the frames: 24 ms each, the set's `duration` (ms) to the nearest.
    expect(Math.abs(duration - set.duration / 1000)).toBeLessThanOrEqual(0.024);

    for (const fraction of [0.1, 0.55, 0.9]) {
      const target = Math.round(duration * fraction);
      const reached = await page.evaluate(async (seconds) => {
        const audio = (window as unknown as { journeyAudio: HTMLAudioElement }).journeyAudio;
        const seeked = new Promise((resolve) =>
          audio.addEventListener('seeked', resolve, { once: true }),
        );
        audio.currentTime = seconds;
        await seeked;
        await audio.play();
        await new Promise((resolve) => setTimeout(resolve, 700));
        audio.pause();
        return audio.currentTime;
      }, target);
      // Played on from where it was sent (without Range support it snaps back to 0).
      expect(reached, `seek to ${target}`).toBeGreaterThan(target + 0.2);
      expect(reached, `seek to ${target}`).toBeLessThan(target + 5);
    }

    const endedAt = await page.evaluate(async (seconds) => {
      const audio = (window as unknown as { journeyAudio: HTMLAudioElement }).journeyAudio;
      const ended = new Promise((resolve) =>
        audio.addEventListener('ended', () => resolve(audio.currentTime), { once: true }),
      );
      audio.currentTime = seconds - 1;
      await audio.play();
      return ended;
    }, duration);
    expect(endedAt).toBeCloseTo(duration, 1);
  });
});
