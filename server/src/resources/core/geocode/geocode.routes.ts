// GET /geocode?address=: the site form's lookup (spec 1 §5 Site edit) through the server-side adapter,
// so the maps service's key and usage policy stay on the server.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '@console/contract';
import { IntegrationError } from '../../../integrations/http.ts';
import { appError } from '../../../platform/errors.ts';
import type { Services } from '../../../platform/services.ts';

export const GEOCODING_UNAVAILABLE = errorMessage('geocoding_unavailable');

const query = z.object({
  address: z.string({ error: 'An address is required.' }).trim().min(3, 'At least 3 characters.').max(300, 'At most 300 characters.'),
});

export async function geocodeRoutes(app: FastifyInstance, { integrations }: Services) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/geocode',
    {
      // Public geocoders allow about one request a second; the console already waits 2 s between lookups.
      config: { auth: 'staff', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags: ['sites'], querystring: query },
    },
    async (req) => {
      try {
        return { results: await integrations.geocoding.search(req.query.address) };
      } catch (err) {
        if (!(err instanceof IntegrationError)) throw err;
        req.log.warn({ err }, 'geocoding failed');
        throw appError('geocoding_unavailable');
      }
    },
  );
}
