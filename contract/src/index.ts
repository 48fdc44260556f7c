export * from './common';
export * from './constants';
export * from './auth/schemas';
export * from './onboarding/schemas';
export * from './settings/schemas';
export * from './admin/schemas';
export * from './teams/schemas';
export * from './realtime';
