export { call, endpointQuery, queryFilter, queryKey, urlOf } from './client';
export { ApiError, isNotFound } from './http';
