export * from './access';
export * from './master-data';
export * from './candidates';
export * from './advertisements';
export * from './applications';
export * from './platform';
export * from './master-config';
