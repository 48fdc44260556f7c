import { defineEndpoints } from '../endpoint';
import { CvRefParams, CvSettings, CvSettingsBody, PublicCv } from './schemas';

/** The shareable CV: read by id or nickname as its owner's privacy setting allows, signed out included. */
export const cvEndpoints = defineEndpoints('cv', {
  getCv: {
    method: 'GET',
    path: '/api/cv/:ref',
    auth: 'optional',
    summary: 'A person’s CV by id or nickname, as far as the owner’s CV privacy allows the reader',
    description:
      '401 when the CV is for signed-in members (or connections) and nobody is signed in; 403 when it is for ' +
      'connections only and the reader is not one; 404 for an unknown person.',
    params: CvRefParams,
    responses: { 200: PublicCv },
  },
  getCvCard: {
    method: 'GET',
    path: '/api/cv/:ref/card.png',
    auth: 'public',
    summary: 'The link preview image of a public CV (PNG, 1200×630)',
    description:
      'An `image/png` made on the server (name, avatar, main game, role, team), with an ETag that changes when the ' +
      'shown data changes. 404 unless the CV is public.',
    params: CvRefParams,
    responses: { 200: null },
  },
  getMyCvSettings: {
    method: 'GET',
    path: '/api/me/cv-settings',
    summary: 'Who may read one’s CV',
    responses: { 200: CvSettings },
  },
  updateMyCvSettings: {
    method: 'PUT',
    path: '/api/me/cv-settings',
    summary: 'Choose who may read one’s CV: everybody, signed-in members or connections only',
    body: CvSettingsBody,
    responses: { 200: CvSettings },
  },
});
