import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { accountPaths, type Portal } from '../account-paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import { AccountPage } from './account-page.tsx';
import { ProfileForm } from './profile-form.tsx';

/** My Profile (/myaccount/profile, /admin/myaccount/profile): the signed-in account's own details. */
export const ProfilePage = ({ portal }: { portal: Portal }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const profile = useProfile();
  const paths = accountPaths(portal);
  return (
    <AccountPage layout={portal === 'admin' ? 'menu' : 'card'} title="My Profile" lead={t('profileLead')} maw={820}>
      {profile.isPending ? (
        <Stack gap="md" aria-busy aria-label={t('loading')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <Skeleton key={n} h={58} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : profile.isError ? (
        <ErrorDisplay error={profile.error} />
      ) : (
        <ProfileForm
          profile={profile.data}
          changePasswordPath={paths.changePassword}
          changeEmailPath={paths.changeEmail}
        />
      )}
    </AccountPage>
  );
};
