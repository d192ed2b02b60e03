import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerTranslations } from '../../lib/i18n.ts';
import { useDocumentTitle } from './use-document-title.ts';

const NS = registerTranslations(
  'not-for-your-role',
  {
    title: 'Not available for your role',
    body: 'You are signed in as {{role}}, and this page is not part of that role’s work. Nothing here can be changed from your account.',
    help: 'If you need it, ask your company’s administrator.',
    back: 'Back to the dashboard',
    role_SuperAdmin: 'the platform administrator',
    role_SPAdmin: 'the provider’s administrator',
    role_SPUser: 'a standard user',
    role_other: 'this user',
  },
  {
    title: 'No disponible para su rol',
    body: 'Ha iniciado sesión como {{role}} y esta página no forma parte del trabajo de ese rol. Nada de aquí puede cambiarse desde su cuenta.',
    help: 'Si la necesita, pídasela al administrador de su empresa.',
    back: 'Volver al panel',
    role_SuperAdmin: 'el administrador de la plataforma',
    role_SPAdmin: 'el administrador del proveedor',
    role_SPUser: 'un usuario estándar',
    role_other: 'este usuario',
  },
);

const roleKey = (role: string) => {
  const known = ['SuperAdmin', 'SPAdmin', 'SPUser'].find((r) => r.toLowerCase() === role.toLowerCase());
  return known ? `role_${known}` : 'role_other';
};

/**
 * What every back-office page a role may not use answers (issue 17, defect 7): the same page
 * for every such address, no sign-out, nothing editable, a way back.
 */
export const NotForYourRole = ({ role, back = '/admin/dashboard' }: { role: string; back?: string }) => {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('title'));
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" my="xl" shadow="xs">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" color="gray" aria-hidden>
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('title')}
          </Title>
        </Group>
        <Text>{t('body', { role: t(roleKey(role)) })}</Text>
        <Text c="dimmed">{t('help')}</Text>
        <Button
          component={Link}
          to={back}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('back')}
        </Button>
      </Stack>
    </Paper>
  );
};
