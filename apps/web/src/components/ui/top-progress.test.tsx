import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestFinished, requestStarted } from '../../lib/request-activity.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TopProgress } from './top-progress.tsx';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => vi.useRealTimers());

/** Moves the fake clock on, letting the bar's effects run. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the loading bar', () => {
  it('When a request runs, then the bar appears only after the delay and goes when it ends', async () => {
    renderWithProviders(<TopProgress delayMs={200} color="#009DFF" />);
    await advance(50);
    act(() => requestStarted());
    await advance(199);
    expect(screen.queryByTestId('top-progress')).toBeNull();
    await advance(1);
    expect(screen.getByTestId('top-progress')).toBeTruthy();
    act(() => requestFinished());
    expect(screen.queryByTestId('top-progress')).toBeNull();
  });

  it('When a request ends before the delay, then the bar never shows', async () => {
    renderWithProviders(<TopProgress delayMs={700} color="#009DFF" />);
    await advance(50);
    act(() => requestStarted());
    await advance(600);
    act(() => requestFinished());
    await advance(500);
    expect(screen.queryByTestId('top-progress')).toBeNull();
  });

  it('When the router fetches the next page (busy) with no request running, then the bar shows after the delay and goes when it is done', async () => {
    const view = renderWithProviders(<TopProgress delayMs={200} color="#009DFF" busy />);
    await advance(199);
    expect(screen.queryByTestId('top-progress')).toBeNull();
    await advance(1);
    expect(screen.getByTestId('top-progress')).toBeTruthy();
    view.rerender(<TopProgress delayMs={200} color="#009DFF" busy={false} />);
    expect(screen.queryByTestId('top-progress')).toBeNull();
  });
});
