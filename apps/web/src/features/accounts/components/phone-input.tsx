import { TextInput, type TextInputProps } from '@mantine/core';
import { PHONE_MAX_LENGTH } from '@ridedesk/domain/shared/constants';
import { filterPhoneKeystrokes, formatPhoneOnBlur, PHONE_MESSAGE } from '@ridedesk/domain/shared/phone';
import { forwardRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n.ts';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: (value: string) => void;
};

/**
 * A phone number as spec 01 section 5 has it: at most 12 characters, only digits and hyphens
 * accepted as keystrokes (pasted text is filtered the same way), formatted to ddd-ddd-dddd
 * when the field is left with ten digits.
 */
export const PhoneInput = forwardRef<HTMLInputElement, Props>(({ value, onChange, onBlur, ...rest }, ref) => (
  <TextInput
    ref={ref}
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    maxLength={PHONE_MAX_LENGTH}
    placeholder="123-456-7890"
    {...rest}
    value={value}
    onKeyDown={(event) => {
      // Printable keys other than digits and the hyphen never reach the field.
      if (event.key.length === 1 && !/[\d-]/.test(event.key) && !event.ctrlKey && !event.metaKey)
        event.preventDefault();
    }}
    onChange={(event) => onChange(filterPhoneKeystrokes(event.currentTarget.value))}
    onBlur={(event) => {
      const formatted = formatPhoneOnBlur(event.currentTarget.value);
      if (formatted !== value) onChange(formatted);
      onBlur?.(formatted);
    }}
  />
));
PhoneInput.displayName = 'PhoneInput';

/**
 * The account's phone (required) in a form of react-hook-form's FormProvider: every wrong number
 * shows the spec's one phone message.
 */
export const PhoneField = () => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { control } = useFormContext<{ phoneNumber: string }>();
  return (
    <Controller
      control={control}
      name="phoneNumber"
      render={({ field, fieldState }) => (
        <PhoneInput
          label={t('phone')}
          description={t('phoneHint')}
          required
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error ? PHONE_MESSAGE : undefined}
        />
      )}
    />
  );
};
