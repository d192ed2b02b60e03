import type { TemplateDefault } from './template-default.ts';

/**
 * Mail bodies of feedback and complaints. Placeholders filled at send time: {{siteTitle}},
 * {{firstName}}, {{customerName}}, {{customerEmail}}, {{complaintType}}, {{subject}},
 * {{description}}, {{answer}}, {{referenceId}}, {{providerName}}, {{link}}.
 */
const ANSWER_EN = `<p>Hello {{firstName}},</p>
<p>Thank you for writing to {{providerName}}. Here is our answer to your message <strong>{{subject}}</strong>:</p>
<p style="white-space:pre-line">{{answer}}</p>
<p><strong>Your message:</strong></p>
<p style="white-space:pre-line">{{description}}</p>
<p>If you have anything to add, you can send us a new message: <a href="{{link}}">{{link}}</a></p>
<p>Best regards,</p>
<p>The {{siteTitle}} team</p>`;

const ANSWER_ES = `<p>Hola, {{firstName}}:</p>
<p>Gracias por escribir a {{providerName}}. Esta es nuestra respuesta a su mensaje <strong>{{subject}}</strong>:</p>
<p style="white-space:pre-line">{{answer}}</p>
<p><strong>Su mensaje:</strong></p>
<p style="white-space:pre-line">{{description}}</p>
<p>Si desea añadir algo, puede enviarnos un nuevo mensaje: <a href="{{link}}">{{link}}</a></p>
<p>Saludos cordiales,</p>
<p>El equipo de {{siteTitle}}</p>`;

const NEW_EN = `<p>New {{complaintType}} received on {{siteTitle}}.</p>
<p><strong>From:</strong> {{customerName}}, {{customerEmail}}<br><strong>Booking ID:</strong> {{referenceId}}<br><strong>Subject:</strong> {{subject}}</p>
<p style="white-space:pre-line">{{description}}</p>
<p>Answer it from your back office: <a href="{{link}}">{{link}}</a></p>`;

const NEW_ES = `<p>Nuevo mensaje ({{complaintType}}) recibido en {{siteTitle}}.</p>
<p><strong>De:</strong> {{customerName}}, {{customerEmail}}<br><strong>Número de reserva:</strong> {{referenceId}}<br><strong>Asunto:</strong> {{subject}}</p>
<p style="white-space:pre-line">{{description}}</p>
<p>Respóndalo desde su oficina: <a href="{{link}}">{{link}}</a></p>`;

/** Ids 40 and up belong to feedback; other areas number their templates below. */
export const COMPLAINT_TEMPLATE_DEFAULTS: TemplateDefault[] = [
  {
    id: 40,
    uniqueName: 'ComplaintAnswer_Template',
    displayName: 'Answer to your feedback',
    kind: 'mail',
    en: ANSWER_EN,
    es: ANSWER_ES,
  },
  {
    id: 41,
    uniqueName: 'NewComplaint_Template',
    displayName: 'New feedback (to the provider)',
    kind: 'mail',
    en: NEW_EN,
    es: NEW_ES,
  },
];
