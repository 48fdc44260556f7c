import { defineEndpoints } from '../endpoint';
import { UserIdParams } from '../users/schemas';
import { CareerEntry, CareerEntryBody, CareerEntryIdParams, CareerEntryList } from './schemas';

/** Career entries: anyone signed in reads a person's list; only the owner changes theirs (others' ids answer 404). */
export const careerEndpoints = defineEndpoints('career', {
  listUserCareer: {
    method: 'GET',
    path: '/api/users/:id/career',
    summary: 'A person’s career entries, latest first',
    params: UserIdParams,
    responses: { 200: CareerEntryList },
  },
  addCareerEntry: {
    method: 'POST',
    path: '/api/career',
    summary: 'Add an entry to one’s own career',
    body: CareerEntryBody,
    responses: { 201: CareerEntry },
  },
  updateCareerEntry: {
    method: 'PATCH',
    path: '/api/career/:entryId',
    summary: 'Replace one of one’s own career entries',
    params: CareerEntryIdParams,
    body: CareerEntryBody,
    responses: { 200: CareerEntry },
  },
  deleteCareerEntry: {
    method: 'DELETE',
    path: '/api/career/:entryId',
    summary: 'Delete one of one’s own career entries',
    params: CareerEntryIdParams,
    responses: { 204: null },
  },
});
