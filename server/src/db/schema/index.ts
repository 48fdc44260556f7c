export * from './users';
export * from './sessions';
export * from './settings';
export * from './teams';
