import { useState } from 'react';
import { cn } from '@/lib/cn';

export function initialsOf(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * A round avatar: the image when there is one and it loads, else the initials of `name` (an avatar URL
 * carried over from the old login system may no longer resolve).
 */
export function UserAvatar({
  src,
  name,
  alt = '',
  className,
}: {
  src: string | null | undefined;
  name: string;
  alt?: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={alt}
        onError={() => setFailedSrc(src)}
        className={cn('size-8 shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-text',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
