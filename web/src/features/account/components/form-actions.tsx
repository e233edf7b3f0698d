import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardFooter } from '@/components/ui/card';

/** The footer of the account forms: discard (only with unsaved changes) and save (with a busy spinner). */
export function FormActions({
  isDirty,
  isSubmitting,
  onDiscard,
  saveLabel,
}: {
  isDirty: boolean;
  isSubmitting: boolean;
  onDiscard: () => void;
  saveLabel: string;
}) {
  return (
    <CardFooter className="justify-end">
      <Button type="button" variant="ghost" disabled={!isDirty || isSubmitting} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 className="animate-spin" aria-hidden="true" />}
        {saveLabel}
      </Button>
    </CardFooter>
  );
}
