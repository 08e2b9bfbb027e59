import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DEFAULT_IMAGES } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';

// Neutral, quiet pictures: they stand in for a missing photo or logo, so they must not compete
// with real art beside them. A head and shoulders for an artist, a record for a label.
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="#2a2833"/><stop offset="1" stop-color="#14131a"/>` +
  `</linearGradient></defs><rect width="600" height="600" fill="url(#g)"/>${body}</svg>\n`;

const PICTURES: Record<keyof typeof DEFAULT_IMAGES, string> = {
  artist: frame(
    `<circle cx="300" cy="235" r="95" fill="#4a4756"/>` +
      `<path d="M120 520c0-100 80-165 180-165s180 65 180 165z" fill="#4a4756"/>`,
  ),
  label: frame(
    `<circle cx="300" cy="300" r="200" fill="#0d0c11"/>` +
      `<circle cx="300" cy="300" r="165" fill="none" stroke="#2a2833" stroke-width="3"/>` +
      `<circle cx="300" cy="300" r="130" fill="none" stroke="#2a2833" stroke-width="3"/>` +
      `<circle cx="300" cy="300" r="70" fill="#4a4756"/><circle cx="300" cy="300" r="8" fill="#14131a"/>`,
  ),
};

/**
 * The images `default_img_xl` points at (spec.md section 3: "a local default image as fallback"),
 * written into the media folder at start (unless they are there as they are), so they exist
 * whatever seeded or imported the catalog.
 */
export default fp(
  async (_app: FastifyInstance, { config }: AppPluginOptions) => {
    await Promise.all(
      Object.entries(DEFAULT_IMAGES).map(async ([kind, path]) => {
        const file = join(config.mediaDir, path);
        const picture = PICTURES[kind as keyof typeof DEFAULT_IMAGES];
        // Left alone when it is already there: a new modification time would make browsers fetch
        // it again (Last-Modified) and its rendition be drawn again at every start.
        if ((await readFile(file, 'utf8').catch(() => null)) === picture) return;
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, picture);
      }),
    );
  },
  { name: 'default-art' },
);
