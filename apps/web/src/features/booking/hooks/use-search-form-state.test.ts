import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Check, lazySchemaCheck, useSearchFormState } from './use-search-form-state.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter Name').max(5, 'Too long'),
  city: z.string().min(1, 'Please enter City'),
  seats: z.coerce.number().int().min(1, 'At least 1'),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const EMPTY = (): Input => ({ name: '', city: '', seats: '2' });

const setup = (check: Check<Input, Output> = lazySchemaCheck(async () => schema)) => {
  const onValid = vi.fn();
  const hook = renderHook(() => useSearchFormState<Input, Output>(EMPTY, check));
  const submit = () => act(() => hook.result.current.handleSubmit(onValid)());
  return { hook, onValid, submit, state: () => hook.result.current };
};

describe('the lazy schema check', () => {
  it('When it is made, then the schema loads only at the first check, once, and again after a failed load', async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(schema);
    const check = lazySchemaCheck(load);
    expect(load).not.toHaveBeenCalled();
    await expect(check(EMPTY())).rejects.toThrow('offline');
    await check(EMPTY());
    await check(EMPTY());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("When values fail, then each field has the schema's first message and its issue code; when they pass, the schema's output comes back", async () => {
    const check = lazySchemaCheck(async () => schema);
    expect(await check({ name: '', city: '', seats: '0' })).toEqual({
      ok: false,
      errors: {
        name: { type: 'too_small', message: 'Please enter Name' },
        city: { type: 'too_small', message: 'Please enter City' },
        seats: { type: 'too_small', message: 'At least 1' },
      },
    });
    expect(await check({ name: ' Ada ', city: 'Chicago', seats: '3' })).toEqual({
      ok: true,
      values: { name: 'Ada', city: 'Chicago', seats: 3 },
    });
  });
});

describe('the search form state', () => {
  it('When nothing was submitted yet, then changes are not checked', async () => {
    const check = vi.fn(lazySchemaCheck(async () => schema));
    const { state } = setup(check);
    await act(async () => state().change('name', 'Ada'));
    expect(state().values.name).toBe('Ada');
    expect(check).not.toHaveBeenCalled();
    expect(state().errors).toEqual({});
  });

  it('When a submit fails, then the errors show and the search is not called; when it passes, the search gets the output', async () => {
    const { state, submit, onValid } = setup();
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(Object.keys(state().errors)).toEqual(['name', 'city']);

    await act(async () => {
      state().change('name', 'Ada');
      state().change('city', 'Chicago');
    });
    await submit();
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', city: 'Chicago', seats: 2 });
    expect(state().errors).toEqual({});
  });

  it('When a field changes after a submit, then only that field is checked again: its error goes or comes back', async () => {
    const { state, submit } = setup();
    await submit();
    await act(async () => state().change('name', 'Ada'));
    expect(state().errors.name).toBeUndefined();
    expect(state().errors.city?.message).toBe('Please enter City');

    await act(async () => state().change('name', 'Adalbert'));
    expect(state().errors.name).toEqual({ type: 'too_big', message: 'Too long' });
  });

  it('When a field with an error set by hand changes, then that error goes; setValue alone keeps it', async () => {
    const { state, submit } = setup();
    await act(async () => {
      state().change('name', 'Ada');
      state().change('city', 'Nowhere');
    });
    await submit();
    act(() => state().setError('city', { type: 'manual', message: 'Not a place' }));
    act(() => state().setValue('city', 'Nowhere, USA'));
    expect(state().errors.city?.message).toBe('Not a place');
    await act(async () => state().change('city', 'Chicago'));
    expect(state().errors.city).toBeUndefined();
  });

  it('When a field changes again before its check answers, then only the check of the latest value counts', async () => {
    const base = lazySchemaCheck(async () => schema);
    const answers: Array<() => void> = [];
    let held = false;
    const slow: Check<Input, Output> = (values) =>
      held ? new Promise((resolve) => answers.push(() => void base(values).then(resolve))) : base(values);
    const { state, submit } = setup(slow);
    await submit();
    expect(state().errors.name).toBeDefined();

    held = true;
    act(() => state().change('name', 'Ada'));
    act(() => state().change('name', ''));
    // The check of 'Ada' answers last, yet the field shows ''.
    await act(async () => {
      answers[1]();
      await Promise.resolve();
      answers[0]();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(state().errors.name?.message).toBe('Please enter Name');
  });

  it('When a submit fails, then the first field in error in the order of the page gets the focus, and the form is submitting meanwhile', async () => {
    const { state, submit, hook, onValid } = setup();
    const form = document.createElement('form');
    const [name, city] = ['name', 'city'].map(() => form.appendChild(document.createElement('input')));
    document.body.appendChild(form);
    // Registered in the other order: the page's order decides.
    act(() => {
      state().fieldRef('city')(city);
      state().fieldRef('name')(name);
    });
    expect(state().fieldRef('name')).toBe(state().fieldRef('name'));

    let submitting: Promise<void> | undefined;
    act(() => {
      submitting = hook.result.current.handleSubmit(onValid)();
    });
    expect(state().submitting).toBe(true);
    await act(() => submitting);
    expect(state().submitting).toBe(false);
    expect(document.activeElement).toBe(name);

    await act(async () => state().change('name', 'Ada'));
    await submit();
    expect(document.activeElement).toBe(city);
    form.remove();
  });
});
