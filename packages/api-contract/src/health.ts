import { z } from 'zod/mini';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';

export const HealthStatusSchema = z.object({ status: z.literal('ok') });
export type HealthStatus = z.infer<typeof HealthStatusSchema>;

export const getLiveness = defineEndpoint({
  ...routes.getLiveness,
  summary: 'Liveness probe',
  description: 'Answers 200 while the process runs; it reads no database.',
  tag: 'health',
  access: 'public',
  responses: { 200: HealthStatusSchema },
});

export const getReadiness = defineEndpoint({
  ...routes.getReadiness,
  summary: 'Readiness probe',
  description: 'Answers 200 when the database answers, else 503.',
  tag: 'health',
  access: 'public',
  responses: { 200: HealthStatusSchema, ...errorResponses(503) },
});
