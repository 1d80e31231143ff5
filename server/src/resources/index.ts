// Every resource declaration (imported for its defineResource side effect) and every action-route plugin.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../platform/services.ts';
import './customers/customers.resource.ts';
import './users/users.resource.ts';
import { accountRoutes } from './account/account.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

export type RoutePlugin = (app: FastifyInstance, services: Services) => Promise<void> | void;

export const routePlugins: RoutePlugin[] = [
  accountRoutes,
  usersRoutes,
];
