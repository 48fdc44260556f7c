import { z } from 'zod';
import { SelectableRole } from '../auth/schemas';

export const ChooseRoleBody = z.strictObject({ userType: SelectableRole });
export type ChooseRoleBody = z.infer<typeof ChooseRoleBody>;
