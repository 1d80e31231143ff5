// Per-IP limits on the public sign-in routes (the plugin is registered with global:false in app.ts).
// Generous enough for an office behind one address, far too low for guessing.
import type { RateLimitOptions } from '@fastify/rate-limit';

export const limit = (max: number, timeWindow: string): RateLimitOptions => ({
  max,
  timeWindow,
  errorResponseBuilder: (_req, context) => Object.assign(new Error(`Too many requests. Try again in ${context.after}.`), { statusCode: context.statusCode }),
});

export const RATE_LIMITS = {
  mfa: limit(20, '1 minute'),
  forgetPassword: limit(5, '1 minute'),
  resetPassword: limit(10, '1 minute'),
  redeem: limit(20, '1 minute'),
} as const;
