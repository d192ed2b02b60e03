import type { ClientId } from '@ridedesk/domain/shared/constants';
import { useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { useSendVerificationCode } from './api/send-verification-code.ts';
import type { SentCode } from './components/email-verification-step.tsx';

export type RegistrationStep = 'details' | 'verify' | 'creating';

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The registration's steps (spec 01: the address is verified before register is called):
 * details -> a code is mailed -> verify -> the account is created and signed in. An address
 * verified once stays verified for this visit, so fixing a taken username does not need a
 * second code.
 */
export const useRegistrationFlow = <T extends { email: string }>({
  clientId,
  createAccount,
}: {
  clientId: ClientId;
  /** Registers, signs in and moves on; throws to come back to the details with the error. */
  createAccount: (values: T) => Promise<void>;
}) => {
  const send = useSendVerificationCode();
  const [step, setStep] = useState<RegistrationStep>('details');
  const [values, setValues] = useState<T | null>(null);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const sendCode = async (email: string) => {
    const answer = await send.mutateAsync({ email, clientId });
    setSent({ email: normalise(answer.email || email), sentAt: Date.now(), expiresInMinutes: answer.expiresInMinutes });
  };

  const create = async (details: T) => {
    setStep('creating');
    setError(null);
    try {
      await createAccount(details);
    } catch (failure) {
      // 422: the verification was spent or ran out; the next Continue mails a new code.
      if (isApiError(failure) && failure.status === 422) setVerifiedEmail(null);
      setError(failure);
      setStep('details');
    }
  };

  /** Continue on the details: straight to the account when the address is verified, else mail a code. */
  const submitDetails = async (details: T) => {
    setValues(details);
    setError(null);
    const email = normalise(details.email);
    if (verifiedEmail === email) return create(details);
    const live = sent && sent.email === email && Date.now() < sent.sentAt + sent.expiresInMinutes * 60_000;
    if (live) return setStep('verify');
    try {
      await sendCode(email);
      setStep('verify');
    } catch (failure) {
      setError(failure);
    }
  };

  return {
    step,
    sent,
    error,
    sending: send.isPending,
    resendError: step === 'verify' ? send.error : null,
    submitDetails,
    resend: () => {
      if (sent) sendCode(sent.email).catch(() => undefined);
    },
    verified: () => {
      if (!sent || !values) return;
      setVerifiedEmail(sent.email);
      void create(values);
    },
    backToDetails: () => setStep('details'),
  };
};
