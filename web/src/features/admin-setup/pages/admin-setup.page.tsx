import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, House, KeyRound, Loader2, LogIn, ShieldCheck } from 'lucide-react';
import { accountErrorCodes, adminSetupMessages } from '@roomcraft/contracts/accounts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { accountErrorMessage, hasCode } from '@/features/auth/auth.errors';
import { canAccessAdmin } from '@/features/session/session.api';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { adminSetupQueryOptions, useClaimAdminSetup } from '../admin-setup.queries';

function Panel({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: typeof ShieldCheck;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Card className="shadow-float">
      <CardHeader>
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-2 text-lg font-semibold tracking-tight">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
    </Card>
  );
}

function ClaimForm() {
  const claim = useClaimAdminSetup();
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!token.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    claim.mutate(token.trim());
  }

  if (claim.isSuccess) {
    return (
      <Panel
        icon={CircleCheck}
        title="You are now a super admin"
        description="The admin area is open to you."
      >
        <Button asChild className="self-start">
          <Link to="/admin">
            <ShieldCheck aria-hidden="true" />
            Open Admin Dashboard
          </Link>
        </Button>
      </Panel>
    );
  }

  const error = claim.isError
    ? hasCode(claim.error, accountErrorCodes.adminSetupTokenInvalid)
      ? adminSetupMessages.tokenInvalid
      : accountErrorMessage(claim.error, 'Setup failed. Please try again.')
    : null;

  return (
    <Panel
      icon={KeyRound}
      title="Claim the admin account"
      description="Enter the one-time setup token. The server prints it in its log when it starts and no super admin exists yet."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          id="setup-token"
          label="Setup token"
          error={missing ? 'Setup token is required' : undefined}
          hint="It can be used once; it makes your account the first super admin."
        >
          {(props) => (
            <Input
              {...props}
              value={token}
              onChange={(event) => setToken(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
            />
          )}
        </Field>
        <FormError message={error} />
        <Button type="submit" disabled={claim.isPending} className="self-start">
          {claim.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Become super admin
        </Button>
      </form>
    </Panel>
  );
}

/**
 * /admin-setup: first-run setup. When a super admin exists it says so; otherwise a signed-in user enters
 * the one-time token from the server log and becomes the first super admin. Visitors are asked to sign in.
 */
export function AdminSetupPage() {
  usePageTitle('Admin setup');
  const state = useSession();
  const status = useQuery(adminSetupQueryOptions);
  const session = state.status === 'signed-in' ? state.session : null;

  let content: ReactNode;
  if (status.isPending || state.status === 'loading') {
    content = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-40" />
      </div>
    );
  } else if (status.data?.isSetupDone) {
    content = canAccessAdmin(session) ? (
      <Panel icon={CircleCheck} title="Admin setup is complete" description="You are a super admin.">
        <Button asChild className="self-start">
          <Link to="/admin">
            <ShieldCheck aria-hidden="true" />
            Open Admin Dashboard
          </Link>
        </Button>
      </Panel>
    ) : (
      <Panel icon={CircleCheck} title="Admin setup is complete" description={adminSetupMessages.alreadyDone}>
        <Button asChild variant="outline" className="self-start">
          <Link to={session ? '/dashboard' : '/'}>
            <House aria-hidden="true" />
            {session ? 'Go to Dashboard' : 'Back to Home'}
          </Link>
        </Button>
      </Panel>
    );
  } else if (!session) {
    content = (
      <Panel
        icon={LogIn}
        title="Sign in first"
        description="Setup makes your own account the first super admin, so sign in (or create an account) and come back here."
      >
        <Button asChild className="self-start">
          <Link to="/login?redirect=%2Fadmin-setup">
            <LogIn aria-hidden="true" />
            Sign in to continue
          </Link>
        </Button>
      </Panel>
    );
  } else {
    content = <ClaimForm />;
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:py-16">
      <div>
        <h1 className="text-[2rem] leading-tight font-semibold tracking-tight sm:text-display">
          Admin setup
        </h1>
        <p className="mt-2 text-muted-foreground">
          Create the first super admin of this Roomcraft installation.
        </p>
      </div>
      {content}
    </div>
  );
}

export default AdminSetupPage;
