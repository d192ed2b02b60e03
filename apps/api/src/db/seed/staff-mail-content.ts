import type { TemplateDefault } from './template-default.ts';

/**
 * The invitation a provider's new staff member receives (/admin/users). Placeholders filled at
 * send time: {{siteTitle}}, {{firstName}}, {{userName}}, {{invitedBy}}, {{link}}, {{days}}.
 */
const INVITATION_EN = `<p>Hello {{firstName}},</p>
<p>{{invitedBy}} has added you to the {{siteTitle}} back office. Your username is <strong>{{userName}}</strong>.</p>
<p>Set your password with this link, valid for {{days}} days: <a href="{{link}}">{{link}}</a></p>
<p>Then sign in at the back office with your username or e-mail address and the new password.</p>
<p>The {{siteTitle}} team</p>`;

const INVITATION_ES = `<p>Hola, {{firstName}}:</p>
<p>{{invitedBy}} le ha dado acceso al back office de {{siteTitle}}. Su nombre de usuario es <strong>{{userName}}</strong>.</p>
<p>Establezca su contraseña con este enlace, válido durante {{days}} días: <a href="{{link}}">{{link}}</a></p>
<p>Después inicie sesión en el back office con su nombre de usuario o su correo electrónico y la nueva contraseña.</p>
<p>El equipo de {{siteTitle}}</p>`;

export const STAFF_TEMPLATE_DEFAULTS: TemplateDefault[] = [
  {
    id: 60,
    uniqueName: 'StaffInvitation_Template',
    displayName: 'Your back office account: set your password',
    kind: 'mail',
    en: INVITATION_EN,
    es: INVITATION_ES,
  },
];
