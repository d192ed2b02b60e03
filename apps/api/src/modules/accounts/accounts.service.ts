import type { RegisterForm } from '@ridedesk/domain/auth/account-forms';
import { PASSWORD_MESSAGES, passwordProblem } from '@ridedesk/domain/auth/password-rules';
import { greeting } from '@ridedesk/domain/booking/booking-mail-texts';
import { CLIENT_IDS, type ClientId, isStaffRole, ROLES, TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { SITE_ADDRESS_MESSAGES } from '@ridedesk/domain/site/site-address';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, businessRule, conflict, forbidden, unauthenticated } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';

/** A signed-in user's own account: the context's actor (on their own site). */
type OwnCtx = Pick<UseCaseContext<Actor>, 'actor'>;

import type { RequestSite } from '../../plugins/tenant.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { MAIL_TEMPLATES } from '../mail/mail-subjects.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { hashPassword, type UserRow, type UsersService, verifyPassword } from '../users/users.service.ts';
import { newLinkToken, VERIFICATION_LIMITS, type VerificationService } from '../verification/verification.service.ts';
import { ACCOUNT_ANSWERS, profileOf, sameText } from './account-answers.ts';
import { createEmailChange } from './email-change.ts';

export { ACCOUNT_ANSWERS, profileOf } from './account-answers.ts';

/** A chosen site address someone else has (409, the duplicate-host code, the field named). */
const siteAddressTaken = () =>
  new AppError(ERROR_CODES.duplicateHost, 409, SITE_ADDRESS_MESSAGES.taken, { siteHost: SITE_ADDRESS_MESSAGES.taken });

/** The constraint a unique violation names, if the error is one (a race past the checks). */
const uniqueViolation = (error: unknown) => {
  let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505') return String(current.constraint ?? '');
    current = current.cause as typeof current;
  }
  return undefined;
};

/** What a new account needs, from either registration (ours or through an external provider). */
export type NewAccount = Pick<
  RegisterForm,
  'email' | 'userName' | 'firstName' | 'lastName' | 'serviceProviderName' | 'EIN' | 'zipcode' | 'clientid'
> & { subscriptionplanid: number | null; siteHost?: string | null };

/**
 * Accounts: registration, e-mail verification, forgotten and changed passwords, e-mail
 * change and the profile. Each use case is one transaction, with its mail in the outbox.
 */
export const createAccountsService = (deps: {
  db: Db;
  users: UsersService;
  sites: SitesService;
  auth: AuthService;
  mail: MailService;
  verification: VerificationService;
}) => {
  const { db, users, sites, auth, mail, verification } = deps;

  const currentUser = async (actor: Actor) => {
    const user = await users.findById(actor.userId);
    if (user?.status !== 'Active') throw unauthenticated('Your session has ended. Please sign in again.');
    return user;
  };
  const { applyEmailChange, ...emailChange } = createEmailChange({ db, users, mail, verification, currentUser });

  /**
   * Creates a provider (its site and administrator) or a traveller on the request's site,
   * in the caller's transaction. Duplicate names answer 409.
   */
  const createAccount = async (
    tx: Tx,
    input: {
      site: RequestSite;
      account: NewAccount;
      passwordHash: string | null;
      authenticationType: 'local' | 'google';
    },
  ) => {
    const { account } = input;
    if (await users.isLoginTaken(account.userName, { tx })) throw conflict(ACCOUNT_ANSWERS.userNameTaken);
    if (await users.isLoginTaken(account.email, { tx })) throw conflict(ACCOUNT_ANSWERS.emailTaken);
    const provider =
      account.clientid === CLIENT_IDS.admin
        ? await sites.createProviderSite(tx, {
            companyName: account.serviceProviderName ?? '',
            ein: account.EIN,
            host: account.siteHost ?? null,
            zipCode: account.zipcode,
            email: account.email,
            subscriptionPlanId: account.subscriptionplanid,
          })
        : undefined;
    const siteId = provider?.siteId ?? input.site.id;
    const role = provider ? ROLES.spAdmin : ROLES.customer;
    try {
      const userId = await users.createUser(tx, {
        siteId,
        role,
        userName: account.userName,
        email: account.email,
        passwordHash: input.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        authenticationType: input.authenticationType,
        emailVerified: true,
      });
      return {
        userId,
        userName: account.userName,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role,
        siteId,
        clientId: account.clientid as ClientId,
        authenticationType: input.authenticationType,
        registrationStatus: provider?.registrationStatus ?? null,
        subscriptionPlanId: provider ? account.subscriptionplanid : null,
        site: provider ? { id: provider.siteId, host: provider.host, title: provider.title } : null,
        message: ACCOUNT_ANSWERS.registered,
      };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_user_name_uq') throw conflict(ACCOUNT_ANSWERS.userNameTaken);
      if (constraint === 'users_email_uq') throw conflict(ACCOUNT_ANSWERS.emailTaken);
      if (constraint === 'sites_host_uq') throw siteAddressTaken();
      throw error;
    }
  };

  return {
    createAccount,

    /** sendemailfornewuseremailverification / sendemail: a six-digit code for a new address. */
    sendEmailVerification: async (input: { site: RequestSite; email: string; firstName?: string }) => {
      if (await users.isLoginTaken(input.email)) throw conflict(ACCOUNT_ANSWERS.emailTaken);
      const { code, hash } = await verification.prepareCode();
      const message = await mail.compose({
        siteId: input.site.id,
        to: input.email,
        template: TEMPLATE_NAMES.emailVerification,
        // The greeting names the person only when their first name is known (never the address or username).
        values: (locale) => ({
          greeting: greeting(input.firstName, locale),
          firstName: input.firstName ?? '',
          code,
          minutes: VERIFICATION_LIMITS.codeMinutes,
        }),
      });
      await db.transaction(async (tx) => {
        await verification.storeEmailCode(tx, { siteId: input.site.id, email: input.email, hash });
        await mail.enqueue(tx, message);
      });
      return {
        sent: true,
        email: input.email,
        expiresInMinutes: VERIFICATION_LIMITS.codeMinutes,
        message: `We have sent a 6-digit code to ${input.email}. It is valid for ${VERIFICATION_LIMITS.codeMinutes} minutes.`,
      };
    },

    checkEmailCode: (email: string, code: string) => verification.checkEmailCode(email, code),

    isLoginTaken: async (value: string) => ({ isTaken: await users.isLoginTaken(value) }),

    /** register: needs the address verified within the hour; one transaction. */
    register: async (site: RequestSite, form: RegisterForm) => {
      const passwordHash = await hashPassword(form.password);
      return db.transaction(async (tx) => {
        const result = await createAccount(tx, { site, account: form, passwordHash, authenticationType: 'local' });
        if (!(await verification.spendVerifiedEmail(tx, form.email))) throw businessRule(ACCOUNT_ANSWERS.verifyFirst);
        return result;
      });
    },

    /** SendEmailForgotPassword: the same answer whether or not the account exists. */
    sendPasswordReset: async (input: { site: RequestSite; origin: string; login: string }) => {
      const user = await users.findByLogin(input.login);
      if (user && user.status === 'Active' && user.authenticationType !== 'google') {
        const token = newLinkToken();
        const staff = isStaffRole(user.role) || user.role === ROLES.superAdmin;
        const link = `${input.origin}${staff ? '/admin' : ''}/resetpassword?token=${encodeURIComponent(token)}`;
        const message = await mail.compose({
          siteId: input.site.id,
          to: user.email,
          template: TEMPLATE_NAMES.forgotPassword,
          values: { firstName: user.firstName, link, minutes: VERIFICATION_LIMITS.resetMinutes },
          languageId: user.preferredLanguageId,
        });
        await db.transaction(async (tx) => {
          await verification.storeLinkToken(tx, {
            purpose: 'password-reset',
            siteId: input.site.id,
            userId: user.id,
            email: user.email,
            token,
            minutes: VERIFICATION_LIMITS.resetMinutes,
          });
          await mail.enqueue(tx, message);
        });
      }
      return { sent: true, message: ACCOUNT_ANSWERS.resetSent };
    },

    /** resetpassword: spends the link, sets the password, ends every session. */
    resetPassword: async (input: { token: string; newPassword: string }) => {
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction(async (tx) => {
        const row = await verification.spendLinkToken(tx, { purpose: 'password-reset', token: input.token });
        const user = row?.userId ? await users.findByIdIn(tx, row.userId) : undefined;
        if (user?.status !== 'Active' || user.authenticationType === 'google')
          throw badRequest(ACCOUNT_ANSWERS.resetLinkDead, { token: ACCOUNT_ANSWERS.resetLinkDead });
        const problem = passwordProblem(input.newPassword, user);
        if (problem) throw badRequest(problem, { newPassword: problem });
        await users.setPasswordHash(tx, user.id, passwordHash);
        await auth.revokeAllSessions(user.id, tx);
        return { userName: user.userName, message: ACCOUNT_ANSWERS.passwordReset };
      });
    },

    /** updatepassword: the current password, not for Google accounts; ends the other sessions. */
    updatePassword: async (
      { actor }: OwnCtx,
      input: { username?: string | null; password: string; newPassword: string },
    ) => {
      const user = await currentUser(actor);
      if (input.username && !sameText(input.username, user.userName) && !sameText(input.username, user.email))
        throw forbidden(ACCOUNT_ANSWERS.notYours);
      if (user.authenticationType === 'google') throw businessRule(ACCOUNT_ANSWERS.googlePassword);
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw new AppError(ERROR_CODES.invalidCredentials, 400, ACCOUNT_ANSWERS.wrongCurrentPassword, {
          password: ACCOUNT_ANSWERS.wrongCurrentPassword,
        });
      if (input.newPassword === input.password)
        throw badRequest(PASSWORD_MESSAGES.sameAsCurrent, { newPassword: PASSWORD_MESSAGES.sameAsCurrent });
      const problem = passwordProblem(input.newPassword, user);
      if (problem) throw badRequest(problem, { newPassword: problem });
      const passwordHash = await hashPassword(input.newPassword);
      const notice = await mail.compose({
        siteId: actor.siteId,
        to: user.email,
        template: MAIL_TEMPLATES.passwordChanged,
        values: { firstName: user.firstName, userName: user.userName },
        languageId: user.preferredLanguageId,
      });
      await db.transaction(async (tx) => {
        await users.setPasswordHash(tx, user.id, passwordHash);
        await auth.revokeOtherSessions(user.id, actor.sessionId, tx);
        await mail.enqueue(tx, notice);
      });
      return { message: ACCOUNT_ANSWERS.passwordChanged };
    },

    ...emailChange,

    /** updateuser: profile fields; the e-mail only with its confirmation token. */
    updateUser: async (
      { actor }: OwnCtx,
      input: {
        oldemailaddress?: string | null;
        newemailaddress: string | null;
        phoneNumber?: string;
        firstName?: string;
        lastName?: string;
        userName?: string | null;
        preferredTimezone?: string | null;
        token?: string | null;
      },
    ) => {
      const user = await currentUser(actor);
      if (input.userName && !sameText(input.userName, user.userName)) throw forbidden(ACCOUNT_ANSWERS.notYours);
      const newEmail =
        input.newemailaddress && !sameText(input.newemailaddress, user.email) ? input.newemailaddress : null;
      if (newEmail && input.oldemailaddress && !sameText(input.oldemailaddress, user.email))
        throw badRequest(ACCOUNT_ANSWERS.oldEmailMismatch, { oldemailaddress: ACCOUNT_ANSWERS.oldEmailMismatch });
      if (newEmail && !input.token) throw businessRule(ACCOUNT_ANSWERS.confirmEmailFirst);
      await db.transaction(async (tx) => {
        if (newEmail && input.token)
          await applyEmailChange(tx, { userId: user.id, oldEmail: user.email, newEmail, token: input.token });
        const changes = {
          ...(input.firstName !== undefined && { firstName: input.firstName }),
          ...(input.lastName !== undefined && { lastName: input.lastName }),
          ...(input.phoneNumber !== undefined && { phone: input.phoneNumber }),
          ...(input.preferredTimezone !== undefined && { preferredTimezone: input.preferredTimezone }),
        };
        if (Object.keys(changes).length) await users.updateProfile(tx, user.id, changes);
      });
      return { ...profileOf((await users.findById(user.id)) as UserRow), message: MESSAGES.profileSaved };
    },

    profile: async ({ actor }: OwnCtx) => profileOf(await currentUser(actor)),
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
