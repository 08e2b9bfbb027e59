import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { demoCatalog } from './src/seed/demo-catalog.ts';
import { EncoderPool } from './src/media/encoder-pool.ts';
import { LoopStore, generatorVersion } from './src/media/loop-store.ts';
import { loopName, voiceOf } from './src/media/voice.ts';

const catalog = demoCatalog();
const byId = new Map(catalog.tracks.map((t) => [t.id, t]));
const voices = new Map();
for (const st of catalog.set_tracks) {
  const t = byId.get(st.track_id)!;
  const v = voiceOf({ id: t.id, bpm: t.bpm ?? null, key: t.key ?? null });
  voices.set(loopName(v), v);
}
console.log('sets', catalog.sets.length, 'tracks', catalog.tracks.length, 'distinct loops', voices.size);
const limit = Number(process.argv[2] ?? voices.size);
const dir = mkdtempSync(join(tmpdir(), 'palette-'));
const pool = new EncoderPool({ size: 2 });
const store = new LoopStore({ cacheDir: dir, version: generatorVersion(), pool });
// baseline
const base = monitorEventLoopDelay({ resolution: 5 }); base.enable();
await new Promise((r) => setTimeout(r, 3000)); base.disable();
console.log('baseline stall max ms', (base.max / 1e6).toFixed(1), 'p99', (base.percentile(99) / 1e6).toFixed(1));
const h = monitorEventLoopDelay({ resolution: 5 }); h.enable();
const elu0 = performance.eventLoopUtilization();
const t0 = performance.now();
const list = [...voices.values()].slice(0, limit);
await Promise.all(list.map((v) => store.get(v)));
const ms = performance.now() - t0;
const elu = performance.eventLoopUtilization(elu0);
console.log('main-thread event loop utilisation', (elu.utilization*100).toFixed(2), '% active ms', elu.active.toFixed(0));
h.disable();
let bytes = 0; for (const d of readdirSync(dir)) for (const f of readdirSync(join(dir, d))) bytes += statSync(join(dir, d, f)).size;
console.log('encoded', list.length, 'loops in', (ms / 1000).toFixed(1), 's; cache', (bytes / 1e6).toFixed(2), 'MB; stall max ms', (h.max / 1e6).toFixed(1), 'p99', (h.percentile(99) / 1e6).toFixed(1));
const c = process.cpuUsage(); console.log('main thread cpu s', ((c.user + c.system) / 1e6).toFixed(1));
await pool.close();
