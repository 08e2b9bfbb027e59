import { chromium } from 'playwright-core';
import { demoCatalog } from './src/seed/demo-catalog.ts';
import { leadFrequency, voiceOf } from './src/media/voice.ts';

const base = 'http://127.0.0.1:18777';
const catalog = demoCatalog();
const setId = Number(process.argv[2] ?? 1);
const set = catalog.sets.find((s) => s.id === setId)!;
const list = catalog.set_tracks.filter((st) => st.set_id === setId).sort((a, b) => a.start_time - b.start_time);
const byId = new Map(catalog.tracks.map((t) => [t.id, t]));
const leads = list.map((st) => { const t = byId.get(st.track_id)!; return leadFrequency(voiceOf({ id: t.id, bpm: t.bpm ?? null, key: t.key ?? null })); });
console.log('set', setId, 'duration_ms', set.duration_ms, 'tracks', list.length);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--autoplay-policy=no-user-gesture-required'] });
const page = await browser.newPage();
await page.route('**/public/preview/open.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
const requests: string[] = [];
page.on('request', (r) => { if (r.url().includes('.mp3')) requests.push(`${r.method()} ${r.headers().range ?? '-'}`); });
await page.addInitScript({ content: 'window.__name = (f) => f;' });
await page.goto(`${base}/public/preview/sets/${setId}`);
const t0 = Date.now();
const duration = await page.evaluate(async (src) => {
  const audio = document.createElement('audio');
  audio.preload = 'metadata';
  audio.src = src;
  document.body.append(audio);
  (window as any).audio = audio;
  await new Promise((resolve, reject) => { audio.onloadedmetadata = resolve; audio.onerror = () => reject(new Error('media error ' + audio.error?.code)); });
  return audio.duration;
}, `/media/audio/sets/${setId}.mp3`);
console.log('duration', duration, 'expected', set.duration_ms / 1000, 'metadata in ms', Date.now() - t0);

// Seek to 1 s after each of the first boundaries, play 0.6 s through an analyser, Goertzel in page.
for (const index of [1, 2, Math.floor(list.length / 2), list.length - 1]) {
  const st = list[index]!;
  const target = st.start_time / 1000 + 0.4;
  const r = await page.evaluate(async ({ target, freqs }) => {
    const audio = (window as any).audio as HTMLAudioElement;
    let ctx = (window as any).ctx as AudioContext | undefined;
    let analyser = (window as any).analyser as AnalyserNode | undefined;
    if (!ctx) {
      ctx = new AudioContext();
      const source = ctx.createMediaElementSource(audio);
      analyser = ctx.createAnalyser();
      analyser.fftSize = 32768;
      source.connect(analyser); analyser.connect(ctx.destination);
      (window as any).ctx = ctx; (window as any).analyser = analyser;
    }
    await ctx.resume();
    audio.pause();
    const seeked = new Promise((r) => audio.addEventListener('seeked', r, { once: true }));
    audio.currentTime = target;
    await seeked;
    await audio.play();
    await new Promise((r) => setTimeout(r, 900));
    const at = audio.currentTime;
    const data = new Float32Array(analyser!.fftSize);
    analyser!.getFloatTimeDomainData(data);
    audio.pause();
    const sr = ctx.sampleRate;
    // last 0.4 s of the buffer
    const n = Math.round(0.4 * sr);
    const tail = data.subarray(data.length - n);
    const power = (hz: number) => { const c = 2 * Math.cos(2 * Math.PI * hz / sr); let p = 0, pp = 0; for (const x of tail) { const s = x + c * p - pp; pp = p; p = s; } return (p * p + pp * pp - c * p * pp) / n / n; };
    return { at, sr, prev: power(freqs[0]), next: power(freqs[1]) };
  }, { target, freqs: [leads[index - 1]!, leads[index]!] });
  console.log('boundary', index, 'start', st.start_time / 1000, 'seek', target, 'currentTime after ~0.9 s', r.at.toFixed(3), 'prev lead', r.prev.toExponential(2), 'next lead', r.next.toExponential(2), r.next > 4 * r.prev ? 'NEXT dominates' : 'unclear');
}
// ended near the end
const ended = await page.evaluate(async (d) => {
  const audio = (window as any).audio as HTMLAudioElement;
  const done = new Promise((r) => audio.addEventListener('ended', () => r(audio.currentTime), { once: true }));
  audio.currentTime = d - 1.5;
  await audio.play();
  return await Promise.race([done, new Promise((r) => setTimeout(() => r('no ended'), 8000))]);
}, duration);
console.log('ended at', ended);
console.log('mp3 requests', requests.length, requests.slice(0, 12).join(' | '));
await browser.close();
