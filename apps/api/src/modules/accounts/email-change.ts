import { TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { RequestSite } from '../../plugins/tenant.ts';
import type { MailService } from '../mail/mail.service.ts';
import { MAIL_TEMPLATES } from '../mail/mail-subjects.ts';
import { type UserRow, type UsersService, verifyPassword } from '../users/users.service.ts';
import { newLinkToken, VERIFICATION_LIMITS, type VerificationService } from '../verification/verification.service.ts';
import { ACCOUNT_ANSWERS, profileOf, sameText } from './account-answers.ts';

/**
 * Changing a signed-in user's e-mail address: the current password and a link mailed to the new
 * address (the current one is told), then the link, bound to old -> new, applies it.
 */
export const createEmailChange = (deps: {
  db: Db;
  users: UsersService;
  mail: MailService;
  verification: VerificationService;
  /** The signed-in user, active, or 401. */
  currentUser: (actor: Actor) => Promise<UserRow>;
}) => {
  const { db, users, mail, verification, currentUser } = deps;

  /** Spends a live e-mail change token for exactly this old -> new pair and applies it. */
  const applyEmailChange = async (
    tx: Tx,
    input: { userId?: number; oldEmail: string; newEmail: string; token: string },
  ) => {
    const row = await verification.spendLinkToken(tx, {
      purpose: 'email-change',
      token: input.token,
      matches: (r) =>
        sameText(r.email, input.newEmail) &&
        sameText(r.previousEmail, input.oldEmail) &&
        (input.userId === undefined || r.userId === input.userId),
    });
    if (!row?.userId) throw badRequest(ACCOUNT_ANSWERS.emailLinkDead, { token: ACCOUNT_ANSWERS.emailLinkDead });
    const user = await users.findByIdIn(tx, row.userId);
    if (!user || !sameText(user.email, input.oldEmail))
      throw badRequest(ACCOUNT_ANSWERS.emailLinkDead, { token: ACCOUNT_ANSWERS.emailLinkDead });
    if (await users.isLoginTaken(input.newEmail, { tx, exceptUserId: user.id }))
      throw conflict(ACCOUNT_ANSWERS.emailTaken);
    await users.updateProfile(tx, user.id, { email: input.newEmail.toLowerCase(), emailVerified: true });
    return user.id;
  };

  return {
    applyEmailChange,

    /**
     * sendemailforusernameupdate: asks for the current password, mails a confirmation link to the
     * NEW address and tells the current one, in one transaction.
     */
    sendEmailChange: async (
      actor: Actor,
      input: { site: RequestSite; origin: string; oldEmail: string; newEmail: string; password: string },
    ) => {
      const user = await currentUser(actor);
      if (user.authenticationType !== 'google' && !input.password)
        throw badRequest(ACCOUNT_ANSWERS.currentPasswordNeeded, { password: ACCOUNT_ANSWERS.currentPasswordNeeded });
      if (user.authenticationType !== 'google' && !(await verifyPassword(user.passwordHash, input.password)))
        throw new AppError(ERROR_CODES.invalidCredentials, 400, ACCOUNT_ANSWERS.wrongCurrentPassword, {
          password: ACCOUNT_ANSWERS.wrongCurrentPassword,
        });
      if (!sameText(input.oldEmail, user.email))
        throw badRequest(ACCOUNT_ANSWERS.oldEmailMismatch, { oldEmailAddress: ACCOUNT_ANSWERS.oldEmailMismatch });
      if (sameText(input.newEmail, user.email))
        throw badRequest(ACCOUNT_ANSWERS.sameEmail, { newEmailAddress: ACCOUNT_ANSWERS.sameEmail });
      if (await users.isLoginTaken(input.newEmail, { exceptUserId: user.id }))
        throw conflict(ACCOUNT_ANSWERS.emailTaken);
      const token = newLinkToken();
      const query = new URLSearchParams({ oldemail: user.email, newemail: input.newEmail, token });
      const link = `${input.origin}/home?${query.toString()}`;
      const message = await mail.compose({
        siteId: input.site.id,
        to: input.newEmail,
        template: TEMPLATE_NAMES.updateUsername,
        values: { firstName: user.firstName, oldEmail: user.email, newEmail: input.newEmail, link },
        languageId: user.preferredLanguageId,
      });
      const notice = await mail.compose({
        siteId: input.site.id,
        to: user.email,
        template: MAIL_TEMPLATES.emailChangeRequested,
        values: { firstName: user.firstName, oldEmail: user.email, newEmail: input.newEmail },
        languageId: user.preferredLanguageId,
      });
      await db.transaction(async (tx) => {
        await mail.enqueue(tx, notice);
        await verification.storeLinkToken(tx, {
          purpose: 'email-change',
          siteId: input.site.id,
          userId: user.id,
          email: input.newEmail,
          previousEmail: user.email,
          token,
          minutes: VERIFICATION_LIMITS.emailChangeMinutes,
        });
        await mail.enqueue(tx, message);
      });
      return {
        sent: true,
        email: input.newEmail,
        expiresInMinutes: VERIFICATION_LIMITS.emailChangeMinutes,
        message: `We have sent a confirmation link to ${input.newEmail}. The change takes effect when you open it.`,
      };
    },

    /** The /home link, signed in or not: the token proves the new mailbox, bound to old -> new. */
    confirmEmailChange: async (input: { oldEmail: string; newEmail: string; token: string }) => {
      const userId = await db.transaction((tx) => applyEmailChange(tx, input));
      const user = await users.findById(userId);
      return { ...profileOf(user as UserRow), message: MESSAGES.profileSaved };
    },
  };
};
