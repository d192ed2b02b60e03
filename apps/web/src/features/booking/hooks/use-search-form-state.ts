import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

/** A field's error: the schema's issue code (or 'manual' for one set by hand) and its message. */
export type FieldError = { type: string; message: string };
export type FieldErrors<V> = Partial<Record<keyof V & string, FieldError>>;
/** What a check says: the values as the schema gives them back, or the errors by field. */
export type CheckResult<V, O> = { ok: true; values: O } | { ok: false; errors: FieldErrors<V> };
export type Check<V, O> = (values: V) => Promise<CheckResult<V, O>>;

/**
 * A check by a zod schema that is only loaded at the first check (and loaded again after a failed
 * load). As react-hook-form's zod resolver: the schema's output, or each field's first message.
 */
export const lazySchemaCheck = <S extends z.ZodType<unknown, Record<string, unknown>>>(
  load: () => Promise<S>,
): Check<z.input<S>, z.output<S>> => {
  let schema: S | undefined;
  return async (values) => {
    schema ??= await load();
    const result = await schema.safeParseAsync(values);
    if (result.success) return { ok: true, values: result.data };
    const errors: FieldErrors<z.input<S>> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof z.input<S> & string;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { ok: false, errors };
  };
};

/**
 * The search form's values and errors, with react-hook-form's default behaviour: the form is
 * checked on submit; once submitted, a changed field is checked again and its error (the
 * schema's or one set by hand) becomes what the check says now; a failed submit focuses the
 * first field in error, in the order of the page. setValue changes a value without checking.
 */
export const useSearchFormState = <V extends Record<string, unknown>, O>(initial: () => V, check: Check<V, O>) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  const submitted = useRef(false);
  const elements = useRef(new Map<keyof V, HTMLElement | null>());
  const refs = useRef(new Map<keyof V, (element: HTMLElement | null) => void>());

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  }, []);
  const setError = useCallback(
    (name: keyof V & string, error: FieldError) => setErrors((all) => ({ ...all, [name]: error })),
    [],
  );

  const change = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValue(name, value);
    if (!submitted.current) return;
    check(latest.current)
      .then((result) => {
        // A later change checks again; only the check of the value still shown counts.
        if (!Object.is(latest.current[name], value)) return;
        const error = result.ok ? undefined : result.errors[name];
        setErrors((all) => {
          const next = { ...all, [name]: error };
          if (!error) delete next[name];
          return next;
        });
      })
      .catch(() => undefined);
  };

  /** The element to focus when the field is in error after a submit. */
  const fieldRef = (name: keyof V) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => void elements.current.set(name, element);
      refs.current.set(name, ref);
    }
    return ref;
  };

  const handleSubmit = (onValid: (values: O) => Promise<unknown> | unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitting(true);
    let checked = false;
    try {
      const result = await check(latest.current);
      checked = true;
      if (!result.ok) {
        setErrors(result.errors);
        const inError = Object.keys(result.errors)
          .map((name) => elements.current.get(name))
          .filter((element): element is HTMLElement => !!element?.isConnected);
        const first = inError.sort((a, b) =>
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        );
        first[0]?.focus();
      } else {
        setErrors({});
        await onValid(result.values);
      }
    } finally {
      if (checked) submitted.current = true;
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, setValue, setError, change, fieldRef, handleSubmit };
};
