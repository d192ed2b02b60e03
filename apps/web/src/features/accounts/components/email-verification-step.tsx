import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { verificationCodeSchema } from '@ridedesk/domain/auth/account-forms';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { type CodeVerdict, useCheckVerificationCode } from '../api/check-verification-code.ts';
import { ACCOUNTS_NS } from '../i18n.ts';

/** A code that was mailed: to whom, when, and for how long it is valid. */
export type SentCode = { email: string; sentAt: number; expiresInMinutes: number };

/** A new code can be asked for this long after the last one (the server also limits sends). */
export const RESEND_AFTER_MS = 30_000;

const useNow = (everyMs: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};

const minutesAndSeconds = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The registration's e-mail verification: the six digits from the mail, checked with
 * isvalidemailverificationcode. Shows the tries left after a wrong code, the code's expiry,
 * and offers a new code (after a short wait) or going back to change the address.
 * Give it a new `key` for each code sent, so a new code starts clean.
 */
export const EmailVerificationStep = ({
  sent,
  onVerified,
  onResend,
  resending,
  resendError,
  onChangeEmail,
}: {
  sent: SentCode;
  onVerified: () => void;
  onResend: () => void;
  resending: boolean;
  resendError: unknown;
  onChangeEmail: () => void;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const check = useCheckVerificationCode();
  const now = useNow(1000);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<CodeVerdict | null>(null);

  const expiresAt = sent.sentAt + sent.expiresInMinutes * 60_000;
  const expired = now >= expiresAt;
  const spent = !!verdict && !verdict.isValid && verdict.triesLeft === 0;
  const resendWait = sent.sentAt + RESEND_AFTER_MS - now;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message ?? null);
    setCodeError(null);
    const answer = await check.mutateAsync({ email: sent.email, code: parsed.data }).catch(() => null);
    if (!answer) return;
    setVerdict(answer);
    if (answer.isValid) onVerified();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="verify-title">
      <Stack gap="md">
        <Alert
          variant="light"
          color="blue"
          icon={<IconMailCheck size={20} aria-hidden />}
          id="verify-title"
          title={t('verifyTitle')}
        >
          <Text size="sm">{t('codeSent', { email: sent.email, minutes: sent.expiresInMinutes })}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('codeSpam')}
          </Text>
        </Alert>
        <TextInput
          label={t('code')}
          description={expired ? undefined : t('codeExpiresIn', { time: minutesAndSeconds(expiresAt - now) })}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6));
            setCodeError(null);
          }}
          error={codeError}
          disabled={expired || spent}
          styles={{ input: { letterSpacing: '0.4em', fontSize: 20, fontVariantNumeric: 'tabular-nums' } }}
          maw={240}
          data-autofocus
        />
        {expired && (
          <Text role="alert" c="red" size="sm" fw={500}>
            {t('codeExpired')}
          </Text>
        )}
        {verdict && !verdict.isValid && !expired && (
          <Group gap="xs" role="alert">
            <Text c="red" size="sm" fw={500}>
              {verdict.message}
            </Text>
            {verdict.triesLeft > 0 && (
              <Badge color="orange" variant="light">
                {t('triesLeft', { count: verdict.triesLeft })}
              </Badge>
            )}
          </Group>
        )}
        <ErrorDisplay error={check.error} />
        <Group gap="sm">
          <Button type="submit" loading={check.isPending} disabled={expired || spent}>
            {t('verify')}
          </Button>
          <Button
            variant={expired || spent ? 'filled' : 'default'}
            onClick={onResend}
            loading={resending}
            disabled={resendWait > 0}
          >
            {resendWait > 0 ? t('resendIn', { time: minutesAndSeconds(resendWait) }) : t('resend')}
          </Button>
        </Group>
        <ErrorDisplay error={resendError} showId={false} />
        <Text size="sm">
          {t('wrongAddress')}{' '}
          <Anchor component="button" type="button" onClick={onChangeEmail} fw={500}>
            {t('changeAddress')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
};
