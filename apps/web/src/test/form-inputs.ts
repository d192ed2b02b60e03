import { fireEvent, screen } from '@testing-library/react';

/** The text input a label names (not a select's hidden input or a list of options). */
export const inputLabelled = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** Types a value into the text input a label names, as one change. */
export const typeInto = (label: RegExp, value: string) => fireEvent.change(inputLabelled(label), { target: { value } });
