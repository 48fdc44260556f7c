import { z } from 'zod';
import { email } from '../auth/schemas';

export const AdminLoginBody = z.strictObject({ email, password: z.string().min(1).max(200) });
export type AdminLoginBody = z.infer<typeof AdminLoginBody>;
export const AdminLoginResponse = z.object({ token: z.string(), expiresAt: z.string() });
export const AdminMe = z.object({ id: z.string(), email: z.string(), nickname: z.string() });
export type AdminMe = z.infer<typeof AdminMe>;
