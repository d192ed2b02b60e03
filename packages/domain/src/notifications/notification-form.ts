import { z } from 'zod';
import { recordId, siteIdField } from '../master-data/fields.ts';
import { ROLES, type Role } from '../shared/constants.ts';

/** Texts of the notification forms and answers, shared by the API and the screens. */
export const NOTIFICATION_MESSAGES = {
  chooseRoles: 'Please choose at least one role',
  enterTitle: 'Please enter the title',
  titleTooLong: 'Maximum length 150 characters.',
  enterMessage: 'Please enter the message',
  messageTooLong: 'Maximum length 2000 characters.',
  preferredLanguageRequired: 'Please write the notification in the site’s preferred language',
  languageNotOffered: 'This site does not offer that language',
  notificationNotFound: 'The notification was not found',
  wrongRole: 'These are not your role’s notifications',
} as const;

export const TITLE_MAX = 150;
export const MESSAGE_MAX = 2000;

/** The roles a notification may be posted to: the provider's staff and the travellers. */
export const NOTIFICATION_ROLES = [ROLES.spAdmin, ROLES.spUser, ROLES.customer] as const satisfies readonly Role[];
export type NotificationRole = (typeof NOTIFICATION_ROLES)[number];

/** A role as a path may spell it ('spadmin', 'Customer'), or null. */
export const parseRoleName = (value: string | null | undefined): Role | null => {
  const wanted = (value ?? '').trim().toLowerCase();
  return (Object.values(ROLES) as Role[]).find((role) => role.toLowerCase() === wanted) ?? null;
};

/** The content-site-language mapping: one language's title and message. */
export const notificationContentSchema = z.object({
  languageId: recordId,
  title: z.string().trim().min(1, NOTIFICATION_MESSAGES.enterTitle).max(TITLE_MAX, NOTIFICATION_MESSAGES.titleTooLong),
  message: z
    .string()
    .trim()
    .min(1, NOTIFICATION_MESSAGES.enterMessage)
    .max(MESSAGE_MAX, NOTIFICATION_MESSAGES.messageTooLong),
});
export type NotificationContent = z.infer<typeof notificationContentSchema>;

const rolesSchema = z
  .array(z.enum(NOTIFICATION_ROLES, { error: NOTIFICATION_MESSAGES.chooseRoles }))
  .min(1, NOTIFICATION_MESSAGES.chooseRoles)
  .max(NOTIFICATION_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

/**
 * api/notification/create: the roles it goes to and its text in the site's languages (the
 * preferred one at least). The platform administrator may name a site, or 0 for every site.
 */
export const notificationCreateSchema = z.object({
  siteId: siteIdField.default(0),
  roleNames: rolesSchema,
  contents: z.array(notificationContentSchema).min(1, NOTIFICATION_MESSAGES.enterTitle).max(20),
});
export type NotificationCreate = z.input<typeof notificationCreateSchema>;

/** api/notification/update: the roles, the texts, and whether it is shown. */
export const notificationUpdateSchema = z.object({
  id: recordId,
  roleNames: rolesSchema.optional(),
  contents: z.array(notificationContentSchema).min(1).max(20).optional(),
  isEnabled: z.boolean().optional(),
});

/** api/notification/updatecontentsitelanguagemapping: one language's text of a notification. */
export const contentMappingUpdateSchema = notificationContentSchema.extend({ notificationId: recordId });

/** api/notification/createnotificationstatus: the signed-in user read (or unread) a notification. */
export const notificationStatusSchema = z.object({
  notificationId: recordId,
  readStatus: z.boolean().default(true),
});
