import { useContext, type ComponentProps } from 'react';
import { OTPInput, OTPInputContext } from 'input-otp';
import { cn } from '@/lib/cn';

/** A one-time-code input (input-otp): one real `<input>`, drawn as a row of slots. */
export function InputOTP({
  className,
  containerClassName,
  ...props
}: ComponentProps<typeof OTPInput> & { containerClassName?: string }) {
  return (
    <OTPInput
      data-slot="input-otp"
      containerClassName={cn('flex items-center gap-2 has-disabled:opacity-50', containerClassName)}
      className={cn('disabled:cursor-not-allowed', className)}
      {...props}
    />
  );
}

export function InputOTPGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="input-otp-group" className={cn('flex items-center gap-1.5', className)} {...props} />
  );
}

export function InputOTPSlot({ index, className, ...props }: ComponentProps<'div'> & { index: number }) {
  const context = useContext(OTPInputContext);
  const slot = context.slots[index];
  return (
    <div
      data-slot="input-otp-slot"
      data-active={slot?.isActive}
      className={cn(
        'relative flex size-11 items-center justify-center rounded-lg border border-input bg-card font-mono text-lg font-semibold transition-all sm:size-12',
        'data-[active=true]:z-10 data-[active=true]:border-ring data-[active=true]:ring-2 data-[active=true]:ring-ring/30',
        className,
      )}
      {...props}
    >
      {slot?.char ?? <span className="text-muted-foreground/50">{slot?.placeholderChar}</span>}
      {slot?.hasFakeCaret && (
        <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="h-5 w-px animate-pulse bg-foreground" />
        </span>
      )}
    </div>
  );
}
