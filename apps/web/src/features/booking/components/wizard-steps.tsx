import { IconCheck } from '@tabler/icons-react';
import classes from './wizard-steps.module.css';

/**
 * The wizard's steps from 577 px up: a numbered list, the current step marked (aria-current),
 * the done ones checked and, when `onStepClick` is given, buttons that go back to them. Plain
 * elements and one CSS module: Mantine's Stepper drew the same with some forty components on the
 * booking page's first screen.
 */
export const WizardSteps = ({
  labels,
  active,
  label,
  onStepClick,
}: {
  labels: string[];
  active: number;
  /** The list's accessible name. */
  label: string;
  onStepClick?: (step: number) => void;
}) => (
  <ol className={classes.steps} aria-label={label}>
    {labels.map((name, step) => {
      const state = step < active ? 'done' : step === active ? 'current' : 'todo';
      const content = (
        <>
          <span className={classes.icon} aria-hidden>
            {state === 'done' ? <IconCheck size={16} stroke={3} /> : step + 1}
          </span>
          <span className={classes.label}>{name}</span>
        </>
      );
      return (
        <li
          key={name}
          className={classes.step}
          data-state={state}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          {state === 'done' && onStepClick ? (
            <button type="button" className={classes.mark} onClick={() => onStepClick(step)}>
              {content}
            </button>
          ) : (
            <span className={classes.mark}>{content}</span>
          )}
        </li>
      );
    })}
  </ol>
);
