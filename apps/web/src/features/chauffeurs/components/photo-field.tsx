import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAUFFEURS_NS } from '../i18n.ts';
import { PhotoError, resizePhoto } from '../photo-resize.ts';

/** The chauffeur's photo: chosen, made small in the browser (200 KB at most), shown, removable. */
export const PhotoField = ({
  value,
  onChange,
  name,
}: {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  name: string;
}) => {
  const { t } = useTranslation(CHAUFFEURS_NS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      onChange(await resizePhoto(file));
    } catch (failure) {
      setError(failure instanceof PhotoError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('photo')}
      </Text>
      <Group gap="sm">
        <Avatar src={value} size={64} radius="xl" alt={value ? t('photoOf', { name }) : undefined}>
          <IconPhoto size={24} aria-label={t('photoNone')} />
        </Avatar>
        <FileButton onChange={(file) => void choose(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button variant="default" loading={busy} {...props}>
              {t('photoChoose')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('photoRemove')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('photoHint')}
      </Text>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
};
