export { call, callRaw, endpointQuery, queryFilter, queryFilterAny, queryKey, urlOf } from './client';
export { ApiError, isNotFound } from './http';
