import {
  IMPORT_LIMITS,
  importCatalog,
  importPathOf,
  importProblemsOf,
  validationErrorBody,
} from '@rabbithole/api-contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AppPluginOptions } from '../../../app.ts';
import { importCatalog as writeCatalog } from '../../../catalog/import-catalog.ts';
import { contractRoute } from '../../../contract-route.ts';
import { errorBody } from '../../../http-errors.ts';
import { idReleaseRoutes } from './id-releases.ts';

/** `instancePath` of a validation issue (`/sets/3/tracks/2/track`) as path segments. */
const segmentsOf = (instancePath: string) =>
  instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * `/api/admin…`: operator tasks, for users with the admin role (access `admin`, see autohooks).
 * Catalog files are bigger than any other body and their problems lie deep inside, so this folder
 * raises the body limit for its routes and reports a refused body by full JSON path
 * (`sets[3].tracks[2].track`), every problem at once, instead of by top-level field.
 */
export default async function adminRoutes(app: FastifyInstance, { config }: AppPluginOptions) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit = IMPORT_LIMITS.bodyBytes;
  });
  const parentHandler = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') {
      const issues = error.validation.map((issue) => ({
        path: segmentsOf(issue.instancePath),
        message: issue.message ?? 'Invalid value.',
        code: issue.keyword,
        keys: (issue.params as { keys?: string[] }).keys,
      }));
      return reply.code(422).send(validationErrorBody('json', importProblemsOf(issues)));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = IMPORT_LIMITS.bodyBytes / 1024 / 1024;
      return reply
        .code(413)
        .send(errorBody(413, `Import files are at most ${limit} MB; split the catalog.`));
    }
    parentHandler.call(app, error, request, reply);
  });

  contractRoute(app, importCatalog, async (request, reply) => {
    const document = request.body;
    // A request body cannot carry a recording, and paths on this server are not the caller's.
    const recordings = document.sets.flatMap((set, index) =>
      set.audio_file === undefined ? [] : [importPathOf(['sets', index, 'audio_file'])],
    );
    if (recordings.length > 0) {
      const why = 'Recordings are imported with the CLI: npm run cli -- import <file.json>.';
      return reply
        .code(422)
        .send(validationErrorBody('json', Object.fromEntries(recordings.map((p) => [p, [why]]))));
    }
    const summary = await writeCatalog(app.db, document, { mediaDir: config.mediaDir });
    request.log.info({ summary }, 'catalog imported');
    // Guests see the new catalog at once, not when their cached answers expire.
    const entities = [summary.artists, summary.labels, summary.tracks, summary.sets];
    if (entities.some((counts) => counts.created + counts.updated > 0)) {
      await app.readCache.clear();
    }
    return summary;
  });

  idReleaseRoutes(app);
}
