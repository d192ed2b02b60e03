import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string({ message: 'Please enter the password' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signInSchema = z.object({
  userName: z.string({ message: 'Please enter the username' }).trim().min(1, 'Please enter the username').max(256),
  password: z.string({ message: 'Please enter the password' }).min(1, 'Please enter the password').max(PASSWORD_MAX),
  clientId: z.enum(['admin-portal', 'super-admin-portal', 'customer-portal', 'driver-portal'], {
    message: 'Unknown client id',
  }),
  CustomerSiteID: z.coerce.number().int().min(0).optional().default(0),
});
export type SignInInput = z.input<typeof signInSchema>;
