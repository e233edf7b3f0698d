import { CircleAlert } from 'lucide-react';
import { Alert } from './alert';

/** The error of a whole form (not of one field), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <span>{message}</span>
    </Alert>
  );
}
