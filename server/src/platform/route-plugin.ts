// The shape of a plugin of action routes, in a leaf of its own: route files import it from here, not
// from the aggregator that imports every route file (which tied them all into one import circle).
import type { FastifyInstance } from 'fastify';
import type { Services } from './services.ts';

export type RoutePlugin = (app: FastifyInstance, services: Services) => Promise<void> | void;
