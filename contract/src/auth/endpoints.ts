import { Ok } from '../common';
import { defineEndpoints } from '../endpoint';
import { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, User, UserResponse } from './schemas';

/** Registration, signing in and out, and the password reset; everything but reading the session is public. */
export const authEndpoints = defineEndpoints('auth', {
  register: {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'public',
    summary: 'Create an account and sign in to it (sets the session cookie)',
    body: RegisterBody,
    responses: { 201: UserResponse },
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'public',
    summary: 'Sign in with e-mail and password (sets the session cookie)',
    body: LoginBody,
    responses: { 200: UserResponse },
  },
  getCurrentUser: {
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in person',
    responses: { 200: User },
  },
  logoutNavigation: {
    method: 'GET',
    path: '/api/logout',
    auth: 'public',
    summary: 'Sign out by following a link from our own pages, then go to the home page',
    responses: { 302: null },
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'public',
    summary: 'Sign out: end the session and clear its cookie (succeeds with a stale cookie too)',
    responses: { 204: null },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'public',
    summary: 'Mail a password-reset link to an address, if it has an account (the answer never tells)',
    body: ForgotPasswordBody,
    responses: { 202: Ok },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'public',
    summary: 'Set a new password with a reset link’s token',
    body: ResetPasswordBody,
    responses: { 200: Ok },
  },
});
