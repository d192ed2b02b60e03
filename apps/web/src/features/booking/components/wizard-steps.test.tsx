import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { STEP_LABELS } from './booking-wizard.tsx';
import { WizardSteps } from './wizard-steps.tsx';

describe('the wizard’s steps', () => {
  it('When the traveller is on the third step, then the first two are done and go back when pressed, the third is current and the rest wait', () => {
    const onStepClick = vi.fn();
    renderWithProviders(
      <WizardSteps labels={STEP_LABELS} active={2} label="Booking steps" onStepClick={onStepClick} />,
    );
    const list = screen.getByRole('list', { name: 'Booking steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      STEP_LABELS.map((name, i) => (i < 2 ? name : `${i + 1}${name}`)),
    );
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['done', 'done', 'current', 'todo', 'todo']);
    expect(items[2].getAttribute('aria-current')).toBe('step');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Search Fleets', 'Choose Fleet']);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Fleet' }));
    expect(onStepClick).toHaveBeenCalledWith(1);
  });

  it('When going back is not allowed (a payment is under way), then no step is a button', () => {
    renderWithProviders(<WizardSteps labels={STEP_LABELS} active={4} label="Booking steps" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('5Payment');
  });

  it('When the traveller is on the first step, then no step is a button, so the form’s Search Fleets button is the only one of that name', () => {
    renderWithProviders(<WizardSteps labels={STEP_LABELS} active={0} label="Booking steps" onStepClick={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Search Fleets' })).toBeNull();
  });
});
