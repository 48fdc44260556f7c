import { z } from 'zod';

export const UserType = z.enum(['player', 'coach', 'team_owner', 'admin']);
export type UserType = z.infer<typeof UserType>;

/** The roles a person may pick at onboarding; admin is never self-chosen. */
export const SelectableRole = z.enum(['player', 'coach', 'team_owner']);
export type SelectableRole = z.infer<typeof SelectableRole>;

/** The current-user shape of spec §3 (GET /api/auth/user). */
export const User = z.object({
  id: z.string(),
  nickname: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  userType: UserType.nullable(),
  onboardingCompleted: z.boolean(),
});
export type User = z.infer<typeof User>;

export const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const password = z.string().min(8).max(200);
export const nickname = z
  .string()
  .trim()
  .min(3)
  .max(30)
  .regex(/^[A-Za-z0-9_.-]+$/, { message: 'nickname_chars' });
const personName = z.string().trim().max(60);

export const RegisterBody = z.strictObject({
  email,
  password,
  nickname,
  firstName: personName.optional(),
  lastName: personName.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.strictObject({ email, password: z.string().min(1).max(200) });
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.strictObject({ email });
export const ResetPasswordBody = z.strictObject({ token: z.string().min(10).max(200), password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const UserResponse = z.object({ user: User });
