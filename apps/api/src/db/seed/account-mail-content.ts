import type { TemplateDefault } from './template-default.ts';

/**
 * Mails of the account: e-mail verification, e-mail change (the link to the new address, the
 * notice to the current one), password reset and the notice of a changed password. Placeholders
 * filled at send time: {{siteTitle}} (the company: a provider's name, RideDesk on the product
 * site), {{greeting}}, {{firstName}}, {{userName}}, {{code}}, {{minutes}}, {{link}}, {{oldEmail}},
 * {{newEmail}}.
 */
const VERIFY_EN = `<p>{{greeting}}</p>
<p>Thank you for signing up with {{siteTitle}}. To verify your e-mail address, enter the following code:</p>
<p><strong>{{code}}</strong></p>
<p>This code is valid for {{minutes}} minutes. For your security, do not share it with anyone; our team will never ask you for it.</p>
<p>If you did not ask for this code, you can safely ignore this e-mail and no changes will be made.</p>
<p>Best regards,</p>
<p>The {{siteTitle}} team</p>`;

const VERIFY_ES = `<p>{{greeting}}</p>
<p>Gracias por registrarse en {{siteTitle}}. Para verificar su dirección de correo electrónico, ingrese el siguiente código:</p>
<p><strong>{{code}}</strong></p>
<p>Este código es válido durante {{minutes}} minutos. Por su seguridad, no lo comparta con nadie; nuestro equipo nunca se lo pedirá.</p>
<p>Si usted no solicitó este código, puede ignorar este correo sin problema y no se realizará ningún cambio.</p>
<p>Saludos cordiales,</p>
<p>El equipo de {{siteTitle}}</p>`;

const UPDATE_EMAIL_EN = `<p>Hello {{firstName}},</p>
<p>We received a request to change the e-mail address of your {{siteTitle}} account from <strong>{{oldEmail}}</strong> to <strong>{{newEmail}}</strong>.</p>
<p>To confirm this change, please click the link below:</p>
<p><a href="{{link}}"><strong>Confirm my new e-mail address</strong></a></p>
<p>The change takes effect only after you click the link. Until then, you can keep signing in with your current address.</p>
<p>If you did not request this change, do not click the link and consider changing your password.</p>
<p>Best regards,</p>
<p>The {{siteTitle}} team</p>`;

const UPDATE_EMAIL_ES = `<p>Hola, {{firstName}}:</p>
<p>Recibimos una solicitud para cambiar la dirección de correo electrónico de su cuenta de {{siteTitle}} de <strong>{{oldEmail}}</strong> a <strong>{{newEmail}}</strong>.</p>
<p>Para confirmar este cambio, haga clic en el siguiente enlace:</p>
<p><a href="{{link}}"><strong>Confirmar mi nuevo correo electrónico</strong></a></p>
<p>El cambio solo se hará efectivo después de que haga clic en el enlace. Mientras tanto, puede seguir iniciando sesión con su dirección actual.</p>
<p>Si usted no solicitó este cambio, no haga clic en el enlace y considere cambiar su contraseña.</p>
<p>Saludos cordiales,</p>
<p>El equipo de {{siteTitle}}</p>`;

const RESET_EN = `<p>Hello {{firstName}},</p>
<p>We received a request to reset the password for your {{siteTitle}} account. To choose a new password, click the link below:</p>
<p><a href="{{link}}"><strong>Reset my password</strong></a></p>
<p>This link can be used only once and is valid for {{minutes}} minutes. After that, you can request a new one from the sign-in page.</p>
<p>If you did not request a password reset, you can safely ignore this e-mail. Your password will stay the same.</p>
<p>Best regards,</p>
<p>The {{siteTitle}} team</p>`;

const RESET_ES = `<p>Hola, {{firstName}}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de su cuenta de {{siteTitle}}. Para elegir una nueva contraseña, haga clic en el siguiente enlace:</p>
<p><a href="{{link}}"><strong>Restablecer mi contraseña</strong></a></p>
<p>Este enlace solo puede usarse una vez y es válido durante {{minutes}} minutos. Después de ese tiempo, puede solicitar uno nuevo desde la página de inicio de sesión.</p>
<p>Si usted no solicitó restablecer su contraseña, puede ignorar este correo sin problema. Su contraseña seguirá siendo la misma.</p>
<p>Saludos cordiales,</p>
<p>El equipo de {{siteTitle}}</p>`;

const EMAIL_CHANGE_REQUESTED_EN = `<p>Hello {{firstName}},</p>
<p>We received a request to change the e-mail address of your {{siteTitle}} account from <strong>{{oldEmail}}</strong> to <strong>{{newEmail}}</strong>. It was made with your current password, and a confirmation link was sent to the new address.</p>
<p>If this was you, there is nothing more to do here. If it was not, change your password now and contact us: nothing changes until the link sent to the new address is opened.</p>
<p>Best regards,</p>
<p>The {{siteTitle}} team</p>`;

const EMAIL_CHANGE_REQUESTED_ES = `<p>Hola, {{firstName}}:</p>
<p>Recibimos una solicitud para cambiar la dirección de correo electrónico de su cuenta de {{siteTitle}} de <strong>{{oldEmail}}</strong> a <strong>{{newEmail}}</strong>. Se hizo con su contraseña actual y se envió un enlace de confirmación a la nueva dirección.</p>
<p>Si fue usted, no tiene que hacer nada más. Si no fue usted, cambie su contraseña ahora y comuníquese con nosotros: nada cambia hasta que se abra el enlace enviado a la nueva dirección.</p>
<p>Saludos cordiales,</p>
<p>El equipo de {{siteTitle}}</p>`;

const PASSWORD_CHANGED_EN = `<p>Hello {{firstName}},</p>
<p>The password of your {{siteTitle}} account <strong>{{userName}}</strong> was changed. Your other sessions have been signed out.</p>
<p>If you did not change it, reset your password now from the sign-in page and contact us.</p>
<p>Best regards,</p>
<p>The {{siteTitle}} team</p>`;

const PASSWORD_CHANGED_ES = `<p>Hola, {{firstName}}:</p>
<p>Se cambió la contraseña de su cuenta de {{siteTitle}} <strong>{{userName}}</strong>. Sus otras sesiones se han cerrado.</p>
<p>Si usted no la cambió, restablezca su contraseña ahora desde la página de inicio de sesión y comuníquese con nosotros.</p>
<p>Saludos cordiales,</p>
<p>El equipo de {{siteTitle}}</p>`;

export const ACCOUNT_TEMPLATE_DEFAULTS: TemplateDefault[] = [
  {
    id: 6,
    uniqueName: 'EmailVerification_Template',
    displayName: 'E-mail verification',
    kind: 'mail',
    en: VERIFY_EN,
    es: VERIFY_ES,
  },
  {
    id: 7,
    uniqueName: 'Updateusername_Template',
    displayName: 'E-mail change confirmation',
    kind: 'mail',
    en: UPDATE_EMAIL_EN,
    es: UPDATE_EMAIL_ES,
  },
  {
    id: 8,
    uniqueName: 'ForgotPassword_Template',
    displayName: 'Password reset',
    kind: 'mail',
    en: RESET_EN,
    es: RESET_ES,
  },
  {
    id: 20,
    uniqueName: 'EmailChangeRequested_Template',
    displayName: 'E-mail change notice (to the current address)',
    kind: 'mail',
    en: EMAIL_CHANGE_REQUESTED_EN,
    es: EMAIL_CHANGE_REQUESTED_ES,
  },
  {
    id: 21,
    uniqueName: 'PasswordChanged_Template',
    displayName: 'Password changed notice',
    kind: 'mail',
    en: PASSWORD_CHANGED_EN,
    es: PASSWORD_CHANGED_ES,
  },
];
