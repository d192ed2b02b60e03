/**
 * Inviting someone into a site's back office (a staff member, a chauffeur): an account of their
 * role without a password, and a mail with a link to set one, valid STAFF_INVITATION_DAYS. The
 * mail is rendered before the transaction; the account, the link token and the queued mail are
 * written in the caller's, so an invitation is all there or not at all.
 */
import type { Role } from '@ridedesk/domain/shared/constants';
import { STAFF_INVITATION_DAYS, STAFF_MESSAGES } from '@ridedesk/domain/staff/staff-form';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { ComposedMail, MailService } from '../mail/mail.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { newLinkToken, type VerificationService } from '../verification/verification.service.ts';

/** Who is invited: their sign-in name, address and names. */
export type Invitee = { userName: string; email: string; firstName: string; lastName: string };

/** What inviting takes: the users (accounts), the mail outbox and the link tokens. */
export type InvitationDeps = { users: UsersService; mail: MailService; verification: VerificationService };

export const createInvitations = (deps: InvitationDeps) => {
  const { users, mail, verification } = deps;

  return {
    /** 409 when the user name or the address already signs someone in. */
    assertLoginFree: async (invitee: Pick<Invitee, 'userName' | 'email'>) => {
      if (await users.isLoginTaken(invitee.userName)) throw conflict(STAFF_MESSAGES.userNameTaken);
      if (await users.isLoginTaken(invitee.email)) throw conflict(STAFF_MESSAGES.emailTaken);
    },

    /** The invitation mail of a template, with its set-password link, and the link's token. */
    prepare: async (input: {
      siteId: number;
      origin: string;
      template: string;
      invitee: Omit<Invitee, 'lastName'>;
      invitedBy: string;
    }) => {
      const token = newLinkToken();
      const message = await mail.compose({
        siteId: input.siteId,
        to: input.invitee.email,
        template: input.template,
        values: {
          firstName: input.invitee.firstName,
          userName: input.invitee.userName,
          invitedBy: input.invitedBy,
          link: `${input.origin}/admin/resetpassword?token=${encodeURIComponent(token)}`,
          days: STAFF_INVITATION_DAYS,
        },
      });
      return { token, message };
    },

    /** A new account of a role on the site, without a password until the invitee sets one. */
    createInvitee: (tx: Tx, siteId: number, role: Role, invitee: Invitee & { phone: string | null }) =>
      users.createUser(tx, {
        siteId,
        role,
        ...invitee,
        passwordHash: null,
        authenticationType: 'local',
        emailVerified: false,
      }),

    /** Stores the invitation's link token for the user and queues its mail, in the caller's transaction. */
    send: async (
      tx: Tx,
      siteId: number,
      user: { id: number; email: string },
      invitation: { token: string; message: ComposedMail },
    ) => {
      await verification.storeLinkToken(tx, {
        purpose: 'password-reset',
        siteId,
        userId: user.id,
        email: user.email,
        token: invitation.token,
        minutes: STAFF_INVITATION_DAYS * 24 * 60,
      });
      await mail.enqueue(tx, invitation.message);
    },
  };
};

export type Invitations = ReturnType<typeof createInvitations>;
