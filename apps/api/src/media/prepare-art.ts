// A process of its own that draws the renditions of the pictures it is given, then exits (the
// art-renditions plugin starts it after the server listens). libvips' threads leave memory behind
// in the process that drew, about 50 MiB for the landing pages' hundred pictures: drawn in the
// server, they kept its RSS above the 400 MiB budget of design.md section 6 (bench/README.md).
import { createArtRenditions, type Preparation } from './art-rendition.ts';

export interface PrepareArtRequest {
  mediaDir: string;
  paths: string[];
}

const stop = new AbortController();
// The server stops it on its way down, and a server killed (its channel gone) stops it too: it
// ends after the picture it is drawing, rather than writing on into a media folder nobody serves
// (the next server draws what is missing).
process.once('SIGTERM', () => stop.abort());
process.once('disconnect', () => stop.abort());

process.once('message', (request: PrepareArtRequest) => {
  void createArtRenditions(request.mediaDir)
    .prepare(request.paths, stop.signal)
    .then((done: Preparation) => {
      // A server killed meanwhile has no channel left: what was drawn is kept all the same.
      if (process.connected) process.send?.(done, () => process.disconnect());
    });
});
