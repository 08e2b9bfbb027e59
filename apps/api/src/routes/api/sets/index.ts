import {
  DateSchema,
  SetsPageSchema,
  SetsQuerySchema,
  ValidationErrorBodySchema,
} from '@rabbithole/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RequestValidationError } from '../../../http-errors.ts';

/** `GET /api/sets`: the Discover Sets list (spec.md section 7, Browsing). */
const setsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        querystring: SetsQuerySchema,
        response: { 200: SetsPageSchema, 422: ValidationErrorBodySchema },
      },
    },
    async (request) => {
      const query = request.query;
      // The cursor is compared with the sort column, so it must have that column's type.
      if (
        query.after !== undefined &&
        query.order_by === 'release_date' &&
        !DateSchema.safeParse(query.after).success
      ) {
        throw new RequestValidationError(
          'query',
          'after',
          'Must be a date (YYYY-MM-DD) when sorting by release_date.',
        );
      }
      return app.setsRepository.list(query);
    },
  );
};

export default setsRoutes;
