// Build-time only (vite.config.ts): never imported by the app.
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** Beside index.html: the server reads it to name a signed-in page's scripts in its HTML. */
export const PRELOADS_FILE = 'preloads.json';

/** What PRELOADS_FILE holds: each area's scripts beyond the entry, as absolute paths. */
export interface Preloads {
  readonly 'signed-in': readonly string[];
}

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk =>
  file?.type === 'chunk';

/**
 * What the entry loads lazily for a signed-in page at boot (routeTable.ts): the area's pages,
 * and the reads each page starts with.
 */
const SIGNED_IN_MODULES = ['/src/signedIn.ts', '/src/routeReads.ts'];

/**
 * The scripts the chunks of SIGNED_IN_MODULES import, at any depth, that the entry does not
 * already bring; not those chunks themselves. The entry asks for them with `import()` once it has
 * run, and Vite's preload helper then finds their imports already in the page: it adds links for
 * those two chunks only, not eight (a 30–40 ms task in Lighthouse's trace on a slow machine). Leaving the signed-in
 * chunk itself (87 KB) to `import()` keeps it from competing with the first paint: Lighthouse
 * cannot tell which module scripts ran after that paint (their evaluation carries no URL in the
 * trace), so it counts every script that arrived before it towards the largest paint: `/home`
 * scored a median 94 with the chunk named here, 96 without (three runs each, bench/README.md).
 */
export function signedInPreloadsOf(bundle: OutputBundle): Preloads {
  const chunks = Object.values(bundle).filter(isChunk);
  const needed = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (!isChunk(next) || next.isEntry || needed.has(next.fileName)) continue;
      needed.add(next.fileName);
      visit(next);
    }
  };
  for (const module of SIGNED_IN_MODULES) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`The build has no chunk for ${module.slice(1)}`);
    visit(chunk);
  }
  return { 'signed-in': [...needed].map((fileName) => `/${fileName}`) };
}

/**
 * Writes PRELOADS_FILE. A signed-in page the server renders names these scripts in its head
 * (`<link rel="modulepreload">`, apps/api's rendered-pages.ts), so the browser fetches them with
 * the HTML rather than from a script once the entry has run.
 */
export function signedInPreloads(): Plugin {
  return {
    name: 'rabbithole:signed-in-preloads',
    apply: 'build',
    generateBundle: {
      // After Vite's own: it drops the chunks that held only CSS, which must not be named.
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({
          type: 'asset',
          fileName: PRELOADS_FILE,
          source: JSON.stringify(signedInPreloadsOf(bundle)),
        });
      },
    },
  };
}
