export * from './columns.ts';
export * from './users.ts';
export * from './crm.ts';
export * from './platform.ts';
export * from './inventory.ts';
export * from './commercial.ts';
export * from './usage.ts';
