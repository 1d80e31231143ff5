export * from './enums.ts';
export * from './limits.ts';
export * from './lines.ts';
export * from './ips.ts';
export * from './commercial.ts';
export * from './device-delivery.ts';
export * from './usage.ts';
