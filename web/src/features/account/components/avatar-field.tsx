import { useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Loader2, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/user-avatar';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { accountErrorMessage } from '@/features/auth/auth.errors';
import { displayName, type Session } from '@/features/session/session.api';
import { avatarFileProblem } from '../account.forms';
import { useRemoveAvatar, useUploadAvatar } from '../account.queries';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * The avatar: choose a JPEG, PNG or WebP (up to 7 MB), see it, then upload; or remove the current one.
 * The server checks the image again and its message is shown when it refuses one.
 */
export function AvatarCard({ session }: { session: Session }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const current = session.profile?.avatarUrl ?? session.user.imageUrl ?? null;
  const shown = pending?.preview ?? current;
  const busy = upload.isPending || remove.isPending;
  const name = displayName(session);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const issue = avatarFileProblem(file);
    if (issue) {
      setPending(null);
      setProblem(`${issue.title}: ${issue.description}`);
      return;
    }
    setProblem(null);
    upload.reset();
    setPending({ file, preview: await readAsDataUrl(file) });
  }

  async function save() {
    if (!pending) return;
    try {
      await upload.mutateAsync(pending.file);
      setPending(null);
      toast.success('Photo updated', { description: 'Your new profile photo is saved.' });
    } catch (error) {
      setProblem(accountErrorMessage(error, 'We could not upload your photo. Please try again.'));
    }
  }

  async function clear() {
    try {
      await remove.mutateAsync();
      setProblem(null);
      toast.success('Photo removed');
    } catch (error) {
      setProblem(accountErrorMessage(error, 'We could not remove your photo. Please try again.'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold tracking-tight">Profile photo</h2>
        <CardDescription>JPEG, PNG or WebP, up to 7 MB. It is cropped to a square.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <UserAvatar
            src={shown}
            name={name}
            alt={pending ? 'Preview of your new profile photo' : shown ? 'Your profile photo' : ''}
            className="size-24 border text-2xl"
          />
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id="avatar-file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-label="Choose a profile photo"
              onChange={(event) => void choose(event)}
            />
            {pending ? (
              <>
                <Button onClick={() => void save()} disabled={busy}>
                  {upload.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                  Upload photo
                </Button>
                <Button variant="ghost" onClick={() => setPending(null)} disabled={busy}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={busy}>
                  <ImageUp aria-hidden="true" />
                  {current ? 'Change photo' : 'Choose photo'}
                </Button>
                {current && (
                  <Button variant="ghost" onClick={() => void clear()} disabled={busy}>
                    {remove.isPending ? (
                      <Loader2 className="animate-spin" aria-hidden="true" />
                    ) : (
                      <Trash2 aria-hidden="true" />
                    )}
                    Remove photo
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
        <FormError message={problem} />
      </CardContent>
    </Card>
  );
}
