// Per-IP limits on the public sign-in routes (the plugin is registered with global:false in app.ts).
// Generous enough for an office behind one address, far too low for guessing.
import type { RateLimitOptions } from '@fastify/rate-limit';
import { errorMessage } from '@console/contract';

export const limit = (max: number, timeWindow: string): RateLimitOptions => ({
  max,
  timeWindow,
  // The error code and params ride on the error for the one handler (platform/errors.ts, decision 0076).
  errorResponseBuilder: (_req, context) => {
    const params = { after: context.after, seconds: Math.ceil(context.ttl / 1000) };
    return Object.assign(new Error(errorMessage('rate_limited', params)), { statusCode: context.statusCode, errorCode: 'rate_limited', params });
  },
});

export const RATE_LIMITS = {
  mfa: limit(20, '1 minute'),
  forgetPassword: limit(5, '1 minute'),
  resetPassword: limit(10, '1 minute'),
  redeem: limit(20, '1 minute'),
} as const;
