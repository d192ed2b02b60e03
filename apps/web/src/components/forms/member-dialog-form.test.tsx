import { SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { i18n } from '../../lib/i18n.ts';
import { inputLabelled, typeInto } from '../../test/form-inputs.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MemberDialogForm, MemberEditDialog, type MemberFormProps } from './member-dialog-form.tsx';
import { MemberLoginFields, memberLoginValues } from './member-login-fields.tsx';

type Member = { id: number; firstName: string; lastName: string; email: string; userName: string };

const DANA: Member = {
  id: 7,
  firstName: 'Dana',
  lastName: 'Dispatch',
  email: 'dana@citylimo.example',
  userName: 'dana',
};
/** The labels a feature gives the login fields, in a namespace of the test's own. */
const NS = 'member-dialog-form-test';
i18n.addResourceBundle('en', NS, {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  userName: 'Username',
});

const TEXTS = { addLead: 'Add a user to the site.', add: 'Add User', save: 'Save', cancel: 'Cancel' };

const Harness = ({ member, save }: { member?: Member; save: (values: Member) => Promise<Member> }) => {
  const form = useForm<Member>({ defaultValues: { id: member?.id ?? 0, ...memberLoginValues(member) } });
  return (
    <MemberDialogForm
      form={form}
      editing={!!member}
      save={save}
      fields={['firstName', 'lastName', 'email', 'userName']}
      onSaved={vi.fn()}
      onCancel={vi.fn()}
      texts={TEXTS}
    >
      <SimpleGrid cols={2}>
        <MemberLoginFields form={form} ns={NS} existing={!!member} />
      </SimpleGrid>
    </MemberDialogForm>
  );
};

describe("a provider's member form", { timeout: 30_000 }, () => {
  it('When a member is added, then the lead and the add button show and the fields start empty', () => {
    renderWithProviders(<Harness save={vi.fn()} />);
    expect(screen.getByText(TEXTS.addLead)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeTruthy();
    expect(inputLabelled(/^Username/).value).toBe('');
    expect(inputLabelled(/^Username/).readOnly).toBe(false);
  });

  it('When a member is edited, then there is no lead, the button is Save and the login is read-only', () => {
    renderWithProviders(<Harness member={DANA} save={vi.fn()} />);
    expect(screen.queryByText(TEXTS.addLead)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(inputLabelled(/^Username/).value).toBe('dana');
    expect(inputLabelled(/^Username/).readOnly).toBe(true);
  });

  it('When the username is taken, then the message shows under the username and the form stays', async () => {
    const message = 'This username is already taken.';
    const save = vi.fn().mockRejectedValue(new ApiError({ status: 409, message }));
    renderWithProviders(<Harness save={save} />);
    typeInto(/^Username/, 'dana');
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(inputLabelled(/^Username/).getAttribute('aria-invalid')).toBe('true');
  });
});

/** A member's form that saves at once with the answer it is given. */
const SavesAs =
  (answer: { message?: string }) =>
  ({ member, onSaved }: MemberFormProps<Member, { message?: string }>) => (
    <button type="button" onClick={() => onSaved(answer)}>
      {member ? `Save ${member.userName}` : 'Add'}
    </button>
  );

describe("a members list's Add and Edit dialog", { timeout: 30_000 }, () => {
  it("When the form saves, then the answer's message shows in a notice and the dialog closes", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <MemberEditDialog
        editing={DANA}
        onClose={onClose}
        title={(member) => (member ? `Edit ${member.firstName}` : 'Add')}
        closeLabel="Close"
        siteId={null}
        form={SavesAs({ message: 'The user has been saved.' })}
      />,
    );
    expect(await screen.findByText('Edit Dana')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save dana' }));
    expect(await screen.findByText('The user has been saved.')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('When the answer has no message, then the dialog closes without a notice', async () => {
    // The notices live in one store for the whole file: the last test's notice goes first.
    notifications.clean();
    const onClose = vi.fn();
    renderWithProviders(
      <MemberEditDialog
        editing="new"
        onClose={onClose}
        title={() => 'Invite'}
        closeLabel="Close"
        siteId={null}
        form={SavesAs({})}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });
});
