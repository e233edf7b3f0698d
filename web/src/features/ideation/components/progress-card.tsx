import type { ReactNode } from 'react';
import { AlertTriangle, Check, CheckCircle2, Loader2, RotateCcw } from 'lucide-react';
import { studioMessages } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** Progress as the bar shows it: a whole number from 0 to 100 (docs/spec §4: clamped). */
export const clampProgress = (value: number) =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

export interface ProgressStep {
  label: string;
  state: 'done' | 'active' | 'pending';
}

export interface ProgressCardProps {
  /** e.g. 'Generating your design ideas'; the card of other modes passes its own. */
  title: string;
  phase: 'running' | 'completed' | 'failed';
  /** 0..100; clamped before it is drawn. */
  progress: number;
  /** What is happening now (e.g. 'Creating image 2 of 4...'). */
  statusText: string;
  steps: ProgressStep[];
  /** The failure's message, shown under 'Error occurred'. */
  error?: string | null;
  /** 'New Ideation', 'New Floor Plan', ...: shown once the request completed or failed. */
  restartLabel: string;
  onRestart: () => void;
  children?: ReactNode;
}

/**
 * Progress of a long request (docs/spec §2, Progress card): bar, status text, steps ticked as they pass,
 * 'Error occurred' on failure, and a restart button when it is over. Used by ideation and later modes.
 */
export function ProgressCard({
  title,
  phase,
  progress,
  statusText,
  steps,
  error,
  restartLabel,
  onRestart,
  children,
}: ProgressCardProps) {
  const value = phase === 'completed' ? 100 : clampProgress(progress);
  return (
    <Card aria-labelledby="progress-card-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="progress-card-title" className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {phase === 'running' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {phase === 'completed' && (
              <CheckCircle2 className="size-4 text-primary-text" aria-hidden="true" />
            )}
            <span data-testid="progress-status">{statusText}</span>
          </p>
        </div>
        {phase !== 'running' && (
          <Button variant="outline" onClick={onRestart} className="shrink-0 self-start">
            <RotateCcw aria-hidden="true" />
            {restartLabel}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={value}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-500',
                phase === 'failed' ? 'bg-destructive' : 'bg-primary',
              )}
              style={{ width: `${value}%` }}
            />
          </div>
          <span className="w-10 text-right text-sm font-medium tabular-nums">{value}%</span>
        </div>
        <ol className="grid gap-2 sm:grid-cols-3">
          {steps.map((step) => (
            <li
              key={step.label}
              data-state={step.state}
              className={cn(
                'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                step.state === 'done' && 'border-primary/30 bg-primary-soft',
                step.state === 'pending' && 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full border',
                  step.state === 'done' && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {step.state === 'done' && <Check className="size-3" aria-hidden="true" />}
                {step.state === 'active' && <Loader2 className="size-3 animate-spin" aria-hidden="true" />}
              </span>
              <span>
                {step.label}
                <span className="sr-only">
                  {step.state === 'done' ? ' (done)' : step.state === 'active' ? ' (in progress)' : ''}
                </span>
              </span>
            </li>
          ))}
        </ol>
        {phase === 'failed' && (
          <div
            role="alert"
            className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive-soft p-3"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <div className="text-sm">
              <p className="font-semibold text-destructive">{studioMessages.errorOccurred}</p>
              <p className="text-foreground">{error || studioMessages.ideationFailed}</p>
            </div>
          </div>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
