import type { TestApp } from './test-app.ts';

export type MailboxEntry = {
  id: number;
  siteId: number;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  html: string;
  text: string;
  links: string[];
  template: string | null;
};

/** The messages written to an address, newest first, read through the dev mailbox API. */
export const mailsTo = async (t: TestApp, to: string): Promise<MailboxEntry[]> => {
  const res = await t.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`mailbox answered ${res.statusCode}`);
  return res.json().results;
};

export const latestMailTo = async (t: TestApp, to: string) => {
  const [latest] = await mailsTo(t, to);
  if (!latest) throw new Error(`no mail to ${to}`);
  return latest;
};

/** The six-digit code of the newest verification mail to an address. */
export const codeMailedTo = async (t: TestApp, to: string) => {
  const mail = await latestMailTo(t, to);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
};

/** The first link of the newest mail to an address. */
export const linkMailedTo = async (t: TestApp, to: string) => {
  const mail = await latestMailTo(t, to);
  if (!mail.links[0]) throw new Error(`no link in the mail to ${to}`);
  return new URL(mail.links[0]);
};
