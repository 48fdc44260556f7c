import { defineEndpoints } from '../endpoint';
import {
  ConnectionState,
  ConnectionUserParams,
  DiscoverQuery,
  MyConnectionsQuery,
  NetworkPage,
  SuggestionsQuery,
} from './schemas';

/** Mutual connections (ask, accept, decline, remove) and the network tabs: discover, my connections, suggestions. */
export const connectionsEndpoints = defineEndpoints('network', {
  requestConnection: {
    method: 'POST',
    path: '/api/connections/:userId',
    summary: 'Ask a person to connect (accepts theirs when they already asked)',
    params: ConnectionUserParams,
    responses: { 200: ConnectionState },
  },
  acceptConnection: {
    method: 'POST',
    path: '/api/connections/:userId/accept',
    summary: 'Accept a person’s request to connect',
    params: ConnectionUserParams,
    responses: { 200: ConnectionState },
  },
  declineConnection: {
    method: 'POST',
    path: '/api/connections/:userId/decline',
    summary: 'Turn down a person’s request to connect',
    params: ConnectionUserParams,
    responses: { 200: ConnectionState },
  },
  withdrawConnectionRequest: {
    method: 'POST',
    path: '/api/connections/:userId/withdraw',
    summary:
      'Withdraw one’s own pending request to connect; 404 no_pending_request once it was accepted (a connection is ended with DELETE)',
    params: ConnectionUserParams,
    responses: { 200: ConnectionState },
  },
  removeConnection: {
    method: 'DELETE',
    path: '/api/connections/:userId',
    summary: 'End a connection, or withdraw one’s own request',
    params: ConnectionUserParams,
    responses: { 200: ConnectionState },
  },
  getConnectionStatus: {
    method: 'GET',
    path: '/api/connections/:userId/status',
    summary: 'Where the signed-in person stands with another: none, asked, asked by them, or connected',
    params: ConnectionUserParams,
    responses: { 200: ConnectionState },
  },
  listMyConnections: {
    method: 'GET',
    path: '/api/connections',
    summary: 'The signed-in person’s connections, or the requests they received or sent',
    query: MyConnectionsQuery,
    responses: { 200: NetworkPage },
  },
  discoverPeople: {
    method: 'GET',
    path: '/api/network/discover',
    summary: 'People to discover, optionally matching a search',
    query: DiscoverQuery,
    responses: { 200: NetworkPage },
  },
  listConnectionSuggestions: {
    method: 'GET',
    path: '/api/network/suggestions',
    summary: 'People the signed-in person may know, each with the reason',
    query: SuggestionsQuery,
    responses: { 200: NetworkPage },
  },
});
