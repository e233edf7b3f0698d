import type { z } from 'zod';

/**
 * A zod error map that words the contract's validation issues for people: "First name is required"
 * rather than "Too small: expected string to have >=1 characters". Pass it to `zodResolver(schema,
 * { error: fieldErrors(labels) })`; messages set on a schema itself (e.g. 'Enter 6-digit code') still win.
 */
export function fieldErrors(labels: Record<string, string>): z.core.$ZodErrorMap {
  return (issue) => {
    const key = issue.path?.[0];
    const field = (typeof key === 'string' && labels[key]) || 'This field';
    switch (issue.code) {
      case 'too_small':
        return issue.origin === 'string' && Number(issue.minimum) <= 1
          ? `${field} is required`
          : `${field} needs at least ${String(issue.minimum)} characters`;
      case 'too_big':
        return `${field} can have at most ${String(issue.maximum)} characters`;
      case 'invalid_format':
        return issue.format === 'email' ? 'Enter a valid email address' : `${field} is not valid`;
      case 'invalid_type':
        return `${field} is required`;
      default:
        return undefined;
    }
  };
}
