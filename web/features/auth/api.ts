import { api } from '#web/lib/api-client.ts';

export const signInWithEmail = (email: string, password: string) =>
  api('/api/auth/sign-in/email', { body: { email, password } });

export const signInWithUsername = (username: string, password: string) =>
  api('/api/auth/sign-in/username', { body: { username, password } });

export const signUp = (input: { email: string; username: string; password: string }) =>
  api('/api/auth/sign-up/email', { body: { ...input, name: input.username, callbackURL: '/' } });

export const usernameExists = (username: string) =>
  api<{ exists: boolean }>(`/api/accounts/username-exists?username=${encodeURIComponent(username)}`).then(
    (r) => r.exists,
  );

export const emailRegistered = (email: string) =>
  api<{ exists: boolean }>(`/api/accounts/email-registered?email=${encodeURIComponent(email)}`).then((r) => r.exists);
