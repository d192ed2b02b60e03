import { TextInput, type TextInputProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error';

/**
 * A text input kept by a react-hook-form Controller: the field's value, name, changes and blur go
 * to the input, and the field's validation message shows under it. `typed` rewrites what each
 * keystroke leaves (only digits, a card number grouped as printed), `leaving` rewrites the value when
 * the input is left (a phone written ddd-ddd-dddd), and `afterChange` runs once the field holds
 * the typed value (choose the card type a number names).
 */
export const TextField = <Values extends FieldValues, Transformed = Values>({
  control,
  name,
  typed,
  leaving,
  afterChange,
  ...input
}: Omit<TextInputProps, Bound> & {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  typed?: (value: string) => string;
  leaving?: (value: string) => string;
  afterChange?: (value: string) => void;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextInput
        {...input}
        ref={field.ref}
        name={field.name}
        disabled={input.disabled ?? field.disabled}
        value={field.value ?? ''}
        onChange={(event) => {
          const value = typed ? typed(event.currentTarget.value) : event.currentTarget.value;
          field.onChange(value);
          afterChange?.(value);
        }}
        onBlur={() => {
          if (leaving) field.onChange(leaving(field.value ?? ''));
          field.onBlur();
        }}
        error={fieldState.error?.message}
      />
    )}
  />
);
