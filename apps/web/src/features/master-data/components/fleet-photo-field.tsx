import { Box, Button, FileInput, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { FLEET_IMAGE_EXTENSIONS, FLEET_IMAGE_MAX_BYTES, isAllowedImageName } from '@ridedesk/domain/master-data/fleet';
import { MASTER_DATA_MESSAGES } from '@ridedesk/domain/master-data/messages';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/error-display.tsx';
import { useUploadFleetImage } from '../api/upload-fleet-image.ts';
import { MASTER_DATA_NS } from '../i18n.ts';

const ACCEPT = FLEET_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

type Check = { ok: boolean; message: string } | null;

/**
 * The fleet's photo (spec 02 "Fleet image"): only jpg, jpeg, png, bmp, svg, gif and jif are
 * taken. A wrong type says 'Only images allowed!!' before anything is sent; a good one is
 * uploaded, says 'Valid File!!!!' and shows its preview. The form keeps the stored name only.
 */
export const FleetPhotoField = ({
  imageUrl,
  nickName,
  readOnly,
  onUploaded,
  onRemoved,
}: {
  imageUrl: string | null;
  nickName: string;
  readOnly: boolean;
  onUploaded: (image: { fileName: string; url: string }) => void;
  onRemoved: () => void;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const upload = useUploadFleetImage();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCheck(null);
    if (!chosen) return;
    if (!isAllowedImageName(chosen.name)) return setCheck({ ok: false, message: MASTER_DATA_MESSAGES.onlyImages });
    if (chosen.size > FLEET_IMAGE_MAX_BYTES)
      return setCheck({ ok: false, message: MASTER_DATA_MESSAGES.imageTooLarge });
    try {
      const image = await upload.mutateAsync(chosen);
      onUploaded(image);
      setCheck({ ok: true, message: image.message || MASTER_DATA_MESSAGES.validFile });
    } catch (error) {
      setCheck({ ok: false, message: errorText(error) });
    }
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={t('vehiclePhoto')}
        description={t('photoHint')}
        placeholder={t('chooseImage')}
        accept={ACCEPT}
        value={file}
        onChange={choose}
        clearable
        disabled={readOnly || upload.isPending}
        leftSection={<IconPhoto size={16} aria-hidden />}
        error={check && !check.ok ? check.message : undefined}
      />
      {upload.isPending && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('photoUploading')}
        </Text>
      )}
      {check?.ok && (
        <Text size="sm" c="green" fw={600} role="status">
          {check.message}
        </Text>
      )}
      {imageUrl && (
        <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <Box w={200} maw="100%">
              <Image
                src={imageUrl}
                alt={t('photoPreview', { name: nickName || '—' })}
                radius="sm"
                fit="contain"
                h={100}
              />
            </Box>
            {!readOnly && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => {
                  setFile(null);
                  setCheck(null);
                  onRemoved();
                }}
              >
                {t('removePhoto')}
              </Button>
            )}
          </Group>
        </Paper>
      )}
    </Stack>
  );
};
