import type { RegisterInput } from '@ridedesk/domain/auth/account-forms';
import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import { useState } from 'react';
import { type DefaultValues, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { clientIdOf, type Portal } from './account-paths.ts';
import { isEmailTaken, isUserNameTaken } from './api/check-login-taken.ts';
import { useRegister } from './api/register.ts';
import type { RegistrationPageFrame } from './components/registration-frame.tsx';
import type { SignInAfterRegistration } from './sign-in-after-registration.ts';
import { useAvailability } from './use-availability.ts';
import { useRegistrationFlow } from './use-registration-flow.ts';

type Registration = { email: string; userName: string; password: string };

/**
 * What a registration page (a traveller's, a provider's) holds: its form, the checks that the
 * username and the e-mail are free, and the flow that mails the code, then registers, signs the
 * new account in (`afterSignIn` finishes it) and moves on; `frame` is what RegistrationFrame shows
 * of it.
 */
export const useRegistrationPage = <T extends Registration>({
  portal,
  siteId,
  resolver,
  defaultValues,
  payload,
  signIn,
  afterSignIn,
}: {
  portal: Portal;
  siteId: number;
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  payload: (values: T) => RegisterInput;
  signIn: SignInAfterRegistration;
  afterSignIn?: (values: T) => Promise<void>;
}) => {
  const clientId = clientIdOf(portal);
  const navigate = useNavigate();
  const register = useRegister();
  const userNames = useAvailability(isUserNameTaken);
  const emails = useAvailability(isEmailTaken);
  const [createdButNotSignedIn, setCreatedButNotSignedIn] = useState(false);
  const customerSiteId = isProviderSiteId(siteId) ? siteId : 0;
  const form = useForm<T>({ resolver, defaultValues, mode: 'onTouched' });

  const flow = useRegistrationFlow<T>({
    clientId,
    createAccount: async (values) => {
      await register.mutateAsync(payload(values));
      const target = await signIn({
        userName: values.userName.trim(),
        password: values.password,
        clientId,
        customerSiteId,
      }).catch(() => null);
      if (!target) return setCreatedButNotSignedIn(true);
      await afterSignIn?.(values);
      navigate(target, { replace: true });
    },
  });

  /** Continue: when the username, the e-mail and what else the page checks are free, the code is mailed. */
  const continueIfFree = (alsoTaken?: (values: T) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      const taken = await Promise.all([
        userNames.check(values.userName),
        emails.check(values.email),
        alsoTaken?.(values),
      ]);
      if (taken.some(Boolean)) return;
      await flow.submitDetails(values);
    });

  const frame: RegistrationPageFrame = { flow, portal, customerSiteId, createdButNotSignedIn };
  return { form, flow, userNames, emails, continueIfFree, frame };
};
