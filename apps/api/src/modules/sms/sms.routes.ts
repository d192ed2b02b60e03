/**
 * Twilio's webhooks (decision 0030): the status callback of each text and the texts people send
 * to the platform number. Both are form-encoded and signed (X-Twilio-Signature); a request whose
 * signature is not Twilio's is refused with 403 and changes nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isTwilioSignatureValid } from '../../integrations/sms/twilio-signature.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { SmsService } from './sms.service.ts';

export const SMS_STATUS_PATH = '/api/sms/twilio/status';
export const SMS_INBOUND_PATH = '/api/sms/twilio/inbound';

const NOT_CONFIGURED =
  'Twilio is not configured on this server: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.';
const BAD_SIGNATURE =
  "This request's X-Twilio-Signature does not match: it was not sent by Twilio, or PUBLIC_URL is not the address Twilio calls.";

/** An empty TwiML answer: nothing to reply (Twilio confirms STOP and START itself). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export const smsRoutes: FastifyPluginAsyncZod<{ sms: SmsService; authToken?: string; publicUrl?: string }> = async (
  app,
  { sms, authToken, publicUrl },
) => {
  // Twilio posts application/x-www-form-urlencoded; the signature covers every parameter as sent.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The URL Twilio called: PUBLIC_URL when set (behind a proxy), else this request's own. */
  const verify = (req: FastifyRequest) => {
    if (!authToken) throw forbidden(NOT_CONFIGURED);
    const origin = publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;
    const signature = req.headers['x-twilio-signature'];
    const params = (req.body ?? {}) as Record<string, string>;
    if (
      !isTwilioSignatureValid(
        authToken,
        typeof signature === 'string' ? signature : undefined,
        origin + req.url,
        params,
      )
    )
      throw forbidden(BAD_SIGNATURE);
  };

  app.post(
    SMS_STATUS_PATH,
    {
      schema: {
        tags: ['sms'],
        body: z.looseObject({
          MessageSid: z.string().min(1).max(64),
          MessageStatus: z.string().min(1).max(32),
          ErrorCode: z.string().max(16).optional(),
        }),
      },
      preValidation: async (req) => verify(req),
    },
    async (req, reply) => {
      await sms.recordStatus({
        providerId: req.body.MessageSid,
        status: req.body.MessageStatus,
        errorCode: req.body.ErrorCode,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    SMS_INBOUND_PATH,
    {
      schema: {
        tags: ['sms'],
        body: z.looseObject({ From: z.string().min(1).max(32), Body: z.string().max(1600).default('') }),
      },
      preValidation: async (req) => verify(req),
    },
    async (req, reply) => {
      await sms.receive({ from: req.body.From, body: req.body.Body });
      return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    },
  );
};
