import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNTS_NS } from '../i18n.ts';

/** The account exists, but signing it in right away failed: the person signs in by hand. */
export const AccountCreatedNotice = ({ loginPath }: { loginPath: string }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} title={t('createdTitle')}>
          {t('createdSignIn')}
        </Alert>
        <Button component={Link} to={loginPath} replace>
          {t('signInLink')}
        </Button>
      </Stack>
    </Paper>
  );
};
