export * from './users';
export * from './sessions';
export * from './settings';
export * from './teams';
export * from './notifications';
export * from './follows';
