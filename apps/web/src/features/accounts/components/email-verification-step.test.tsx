import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { EmailVerificationStep, RESEND_AFTER_MS, type SentCode } from './email-verification-step.tsx';

const fetchMock = stubFetchPerTest();

const verdict = (isValid: boolean, message: string, triesLeft = 0) =>
  jsonResponse(200, { results: [{ isValid, message, triesLeft }] });

const renderStep = (sent: Partial<SentCode> = {}) => {
  const handlers = { onVerified: vi.fn(), onResend: vi.fn(), onChangeEmail: vi.fn() };
  renderWithProviders(
    <EmailVerificationStep
      sent={{ email: 'ada@acme.example', sentAt: Date.now(), expiresInMinutes: 15, ...sent }}
      resending={false}
      resendError={null}
      {...handlers}
    />,
  );
  return handlers;
};

const codeField = () => screen.getByRole('textbox', { name: /^Verification code/ }) as HTMLInputElement;
const verify = () => screen.getByRole('button', { name: 'Verify and create the account' }) as HTMLButtonElement;

describe('the e-mail verification step of a registration', { timeout: 30_000 }, () => {
  it('When the code arrives, then it says where it went and for how long, and only six digits are taken', () => {
    renderStep();
    expect(
      screen.getByText('We have sent a 6-digit code to ada@acme.example. It is valid for 15 minutes.'),
    ).toBeTruthy();
    expect(screen.getByText(/The code expires in 1[45]:\d\d/)).toBeTruthy();
    fireEvent.change(codeField(), { target: { value: '12a 34-5678' } });
    expect(codeField().value).toBe('123456');
  });

  it('When fewer than six digits are entered, then the code is not checked and the rule is shown', async () => {
    renderStep();
    fireEvent.change(codeField(), { target: { value: '1234' } });
    fireEvent.click(verify());
    expect(await screen.findByText('Please enter the 6-digit code from the e-mail')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the code is wrong, then the message and the tries left are shown', async () => {
    fetchMock.mockResolvedValue(verdict(false, 'The code is not correct. You have 4 tries left.', 4));
    const { onVerified } = renderStep();
    fireEvent.change(codeField(), { target: { value: '111111' } });
    fireEvent.click(verify());
    expect(await screen.findByText('The code is not correct. You have 4 tries left.')).toBeTruthy();
    expect(screen.getByText('4 tries left')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      '/api/emailverificationcode/isvalidemailverificationcode?email=ada%40acme.example&code=111111',
    );
    expect(onVerified).not.toHaveBeenCalled();
    expect(verify().disabled).toBe(false);
  });

  it('When no tries are left, then Verify is disabled and a new code is offered', async () => {
    fetchMock.mockResolvedValue(verdict(false, 'Too many wrong tries. Please ask for a new code.'));
    renderStep({ sentAt: Date.now() - RESEND_AFTER_MS - 1000 });
    fireEvent.change(codeField(), { target: { value: '222222' } });
    fireEvent.click(verify());
    expect(await screen.findByText('Too many wrong tries. Please ask for a new code.')).toBeTruthy();
    expect(verify().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('When the code has expired, then it says so, Verify is disabled, and Send a new code asks for one', () => {
    const { onResend } = renderStep({ sentAt: Date.now() - 16 * 60_000 });
    expect(screen.getByText('This code has expired. Please ask for a new code.')).toBeTruthy();
    expect(verify().disabled).toBe(true);
    expect(codeField().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('When a code was just sent, then a new one can be asked for only after a short wait', () => {
    renderStep();
    const resend = screen.getByRole('button', { name: /New code in 0:[23]\d/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });

  it('When the code is right, then the step is done', async () => {
    fetchMock.mockResolvedValue(verdict(true, 'Your e-mail address is verified.'));
    const { onVerified } = renderStep();
    fireEvent.change(codeField(), { target: { value: '424242' } });
    fireEvent.click(verify());
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
  });

  it('When the address was wrong, then the person goes back to change it', () => {
    const { onChangeEmail } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Change the e-mail address' }));
    expect(onChangeEmail).toHaveBeenCalledOnce();
  });
});
