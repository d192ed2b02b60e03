import {
  MultiSelect,
  type MultiSelectProps,
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error';

/** What a controlled input of a form takes besides its own props. */
type Controlled<Values extends FieldValues, Transformed, Props> = Omit<Props, Bound> & {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  /** The field's value as the input shows it, and the input's value as the field keeps it (both as is by default). */
  format?: (value: never) => unknown;
  parse?: (value: never) => unknown;
  /** Runs once the field has the new value (clear a refusal, check a field that depends on this one). */
  afterChange?: (value: never) => void;
};

const same = (value: unknown) => value;

/**
 * A form input that takes a value rather than a ref (Mantine's NumberInput, Select and
 * MultiSelect), kept by a react-hook-form Controller: the field's value, changes, blur and name
 * go to the input, and the field's validation message shows under it.
 */
const controlled =
  <Props,>(Input: (props: Props) => ReactNode) =>
  <Values extends FieldValues, Transformed = Values>({
    control,
    name,
    format = same,
    parse = same,
    afterChange,
    ...input
  }: Controlled<Values, Transformed, Props>) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Input
          {...(input as Props)}
          value={format(field.value as never)}
          onChange={(value: never) => {
            const kept = parse(value);
            field.onChange(kept);
            afterChange?.(kept as never);
          }}
          onBlur={field.onBlur}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );

export const NumberField = controlled<NumberInputProps>(NumberInput);
export const SelectField = controlled<SelectProps>(Select);
export const MultiSelectField = controlled<MultiSelectProps>(MultiSelect);

/**
 * What a text input takes to be one of the form's fields: the form's registration (its ref,
 * name, changes and blur) and the field's validation message.
 */
export const registered = <Values extends FieldValues, Transformed>(
  form: UseFormReturn<Values, unknown, Transformed>,
  name: Path<Values>,
  options?: RegisterOptions<Values, Path<Values>>,
) => ({
  ...form.register(name, options),
  error: form.getFieldState(name, form.formState).error?.message,
});
