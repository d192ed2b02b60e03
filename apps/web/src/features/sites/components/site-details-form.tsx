import { zodResolver } from '@hookform/resolvers/zod';
import { ColorInput, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_COLOR, SITE_TITLE_MAX } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import {
  normaliseHost,
  otherLanguagesAfterPreferredChange,
  type SiteForm,
  type SiteFormInput,
  siteFormSchema,
  splitColors,
} from '@ridedesk/domain/site/site-form';
import { DEFAULT_SITE_TYPE_ID, SITE_TYPES } from '@ridedesk/domain/site/site-types';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { showFieldErrors } from '../../../components/forms/server-errors.ts';
import { MultiSelectField, SelectField } from '../../../components/record-kit/form-fields.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { LabelWithInfo } from '../../../components/ui/label-with-info.tsx';
import { ApiError, isApiError } from '../../../lib/api-error.ts';
import type { Language } from '../../../lib/languages.ts';
import { checkDuplicateHost } from '../api/check-duplicate-host.ts';
import { useCreateSite } from '../api/create-site.ts';
import { useUpdateSite } from '../api/update-site.ts';
import { SITES_NS } from '../i18n.ts';
import type { Site } from '../site.ts';

const COLOR_SWATCHES = ['#009DFF', '#1B2A41', '#0B6E4F', '#7A1F2B', '#C9A227', '#2F2F2F', '#5B3CC4', '#E8590C'];
/** The two colours of the site's pages, each with the name of its eye-dropper button. */
const COLOR_FIELDS = [
  { name: 'headerColor', pickLabel: 'pickHeaderColor' },
  { name: 'bodyColor', pickLabel: 'pickBodyColor' },
] as const;
const FORM_FIELDS: (keyof SiteFormInput)[] = [
  'name',
  'host',
  'typeId',
  'title',
  'headerColor',
  'bodyColor',
  'preferredLanguageId',
  'otherLanguageIds',
];

const initialValues = (site?: Site): SiteFormInput => {
  const { header, body } = splitColors(site?.color);
  return {
    name: site?.name ?? '',
    host: site?.host ?? '',
    typeId: site?.type.id ?? DEFAULT_SITE_TYPE_ID,
    title: site?.title ?? '',
    headerColor: site ? header : DEFAULT_COLOR,
    bodyColor: site ? body : DEFAULT_COLOR,
    preferredLanguageId: site?.preferredLanguageId ?? (undefined as unknown as number),
    otherLanguageIds: site?.otherLanguageIds ?? [],
  };
};

/**
 * The site details form (spec 01 sections 2, 4 and 5), for a new site (dialog) and an existing
 * one (properties page). Rules come from the shared siteFormSchema; the host is checked for
 * duplicates when the field is left; the other languages never include the preferred one and
 * are reset when it changes.
 */
export const SiteDetailsForm = ({
  site,
  languages,
  canChooseType,
  onSaved,
  onCancel,
}: {
  site?: Site;
  languages: Language[];
  canChooseType: boolean;
  onSaved?: (site: Site) => void;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation(SITES_NS);
  const createSite = useCreateSite();
  const updateSite = useUpdateSite();
  const [duplicateHost, setDuplicateHost] = useState<string | null>(null);
  const [checkingHost, setCheckingHost] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const form = useForm<SiteFormInput, unknown, SiteForm>({
    resolver: zodResolver(siteFormSchema),
    defaultValues: initialValues(site),
    mode: 'onChange',
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const preferredLanguageId = useWatch({ control: form.control, name: 'preferredLanguageId' });
  const title = useWatch({ control: form.control, name: 'title' }) ?? '';
  const otherLanguageIds = useWatch({ control: form.control, name: 'otherLanguageIds' }) ?? [];

  const languageOptions = languages.map((l) => ({ value: String(l.id), label: l.name }));
  const otherLanguageOptions = languageOptions.filter((o) => o.value !== String(preferredLanguageId));

  const hostField = form.register('host', {
    onChange: () => {
      setDuplicateHost(null);
      setSaveError(null);
    },
  });

  const checkHost = async (value: string) => {
    const host = normaliseHost(value);
    if (!host) return;
    setCheckingHost(true);
    try {
      setDuplicateHost((await checkDuplicateHost(host, site?.id)) ? host : null);
    } catch {
      // The save checks again; a failed check must not block typing.
    } finally {
      setCheckingHost(false);
    }
  };

  const showSaveError = (error: unknown, values: SiteForm) => {
    if (!isApiError(error)) return setSaveError(error);
    if (error.code === ERROR_CODES.duplicateHost) return setDuplicateHost(values.host);
    if (error.status === 409)
      return setSaveError(
        new ApiError({ status: 409, message: MESSAGES.duplicateServiceProvider, errorId: error.errorId }),
      );
    showFieldErrors(form.setError, error, FORM_FIELDS);
    setSaveError(error);
  };

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const saved = site
        ? await updateSite.mutateAsync({ id: site.id, form: values })
        : await createSite.mutateAsync(values);
      notifications.show({ color: 'green', message: MESSAGES.siteSaved });
      form.reset(initialValues(saved));
      onSaved?.(saved);
    } catch (error) {
      showSaveError(error, values);
    }
  });

  const hostError = errors.host?.message ?? (duplicateHost ? MESSAGES.duplicateHost : undefined);
  const saveDisabled = !isValid || !!duplicateHost || checkingHost;

  return (
    <form onSubmit={submit} noValidate aria-label={site ? t('propertiesTitle') : t('newSiteTitle')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('name')}
            required
            autoComplete="organization"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('host')}
            required
            description={t('hostHint')}
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            error={hostError}
            rightSection={checkingHost ? <Loader size="xs" aria-label={t('checkingHost')} /> : null}
            {...hostField}
            onBlur={async (event) => {
              await hostField.onBlur(event);
              await checkHost(event.target.value);
            }}
          />
          <SelectField
            control={form.control}
            name="typeId"
            label={t('type')}
            data={SITE_TYPES.map((type) => ({ value: String(type.id), label: type.name }))}
            format={(value: number | undefined) => (value === undefined ? null : String(value))}
            parse={(value: string | null) => (value ? Number(value) : DEFAULT_SITE_TYPE_ID)}
            allowDeselect={false}
            disabled={!canChooseType}
            description={canChooseType ? undefined : t('typeReadOnly')}
          />
          <TextInput
            label={
              <LabelWithInfo
                label={t('title')}
                info={MESSAGES.siteTitleTooltip}
                infoName={`${t('titleInfo')}: ${MESSAGES.siteTitleTooltip}`}
              />
            }
            maxLength={SITE_TITLE_MAX}
            description={t('titleHint', { count: title.length, max: SITE_TITLE_MAX })}
            error={errors.title?.message}
            {...form.register('title')}
          />
          {COLOR_FIELDS.map(({ name, pickLabel }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <ColorInput
                  label={t(name)}
                  description={t(`${name}Hint`)}
                  format="hex"
                  eyeDropperButtonProps={{ 'aria-label': t(pickLabel) }}
                  swatches={COLOR_SWATCHES}
                  swatchesPerRow={8}
                  error={fieldState.error?.message}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
          <Controller
            control={form.control}
            name="preferredLanguageId"
            render={({ field, fieldState }) => (
              <Select
                label={t('preferredLanguage')}
                placeholder={t('preferredLanguagePlaceholder')}
                required
                data={languageOptions}
                value={field.value ? String(field.value) : null}
                onChange={(value) => {
                  field.onChange(value ? Number(value) : undefined);
                  // Spec 01 section 4: a new preferred language resets the other languages to none.
                  form.setValue(
                    'otherLanguageIds',
                    otherLanguagesAfterPreferredChange((form.getValues('otherLanguageIds') ?? []) as number[]),
                    { shouldValidate: true, shouldDirty: true },
                  );
                }}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={fieldState.isTouched || form.formState.isSubmitted ? fieldState.error?.message : undefined}
              />
            )}
          />
          <MultiSelectField
            control={form.control}
            name="otherLanguageIds"
            label={t('otherLanguages')}
            description={t('otherLanguagesHint')}
            placeholder={otherLanguageIds.length === 0 ? t('otherLanguagesNone') : undefined}
            data={otherLanguageOptions}
            format={(ids: number[] | undefined) => (ids ?? []).map(String)}
            parse={(values: string[]) => values.map(Number)}
            clearable
          />
        </SimpleGrid>
        <ErrorDisplay error={saveError} />
        <FormActions
          cancelLabel={t('cancel')}
          onCancel={onCancel}
          submitLabel={t('save')}
          submitting={isSubmitting}
          submitDisabled={saveDisabled}
        />
      </Stack>
    </form>
  );
};
