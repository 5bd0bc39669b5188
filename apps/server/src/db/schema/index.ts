export * from './reference.ts';
export * from './users.ts';
export * from './practice.ts';
export * from './auth.ts';
export * from './health.ts';
export * from './schedule.ts';
export * from './system.ts';
export * from './money.ts';
