import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runHandOverMs, useAnyRunInProgress, useRunInProgress } from './run-in-progress';

function Starter({ pending }: { pending: boolean }) {
  useRunInProgress(pending);
  return null;
}

function Progress({ running }: { running: boolean }) {
  useRunInProgress(running);
  return null;
}

function Watcher() {
  return <p>{useAnyRunInProgress() ? 'running' : 'idle'}</p>;
}

/** The ideation page: the Generate request, then (after navigating) the run's progress view. */
function Page({ step }: { step: 'requesting' | 'navigating' | 'handed-over' | 'done' }) {
  return (
    <>
      <Watcher />
      {step === 'requesting' && <Starter pending />}
      {(step === 'handed-over' || step === 'done') && <Progress running={step === 'handed-over'} />}
    </>
  );
}

describe('runs in progress, as the low-credit modal reads them', () => {
  beforeEach(async () => {
    // The count is the app's one store: runs that tests before this one (in this worker) left behind
    // end their hand-over grace in real time. Start from no run at all.
    const { unmount } = render(<Watcher />);
    await screen.findByText('idle', {}, { timeout: runHandOverMs * 2 });
    unmount();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('stays running while the request hands the run to its progress view, and ends after it', () => {
    const { rerender } = render(<Page step="requesting" />);
    expect(screen.getByText('running')).toBeInTheDocument();

    // The request is done and the progress view takes over a moment later: never idle in between.
    rerender(<Page step="navigating" />);
    act(() => vi.advanceTimersByTime(runHandOverMs / 2));
    expect(screen.getByText('running')).toBeInTheDocument();
    rerender(<Page step="handed-over" />);
    act(() => vi.advanceTimersByTime(runHandOverMs + 100));
    expect(screen.getByText('running')).toBeInTheDocument();

    // The run ends: the modal may open once the hand-over grace has passed.
    rerender(<Page step="done" />);
    expect(screen.getByText('running')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(runHandOverMs + 100));
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});
