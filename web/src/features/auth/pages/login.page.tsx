import { Link, useNavigation, useSearchParams } from 'react-router';
import { ArrowUp, LayoutDashboard, Loader2 } from 'lucide-react';
import { authMessages } from '@roomcraft/contracts/accounts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { displayName } from '@/features/session/session.api';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { RandomChoice } from '@/lib/use-random-choice';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { pendingArrival } from '../auth.arrival';
import { authModeFromQuery, loginGreetings, sanitizeRedirect, type AuthMode } from '../auth.utils';
import { UpgradeComplete } from '../components/account-upgrade-panel';
import { AuthFlow } from '../components/auth-flow';
import { MagicCarousel } from '../components/magic-carousel';
import { TestimonialsSlot } from '../components/testimonials-slot';

/**
 * /login (docs/spec §2): a random greeting, the authentication form switched by `mode` (sign-in default,
 * sign-up; `tab=register` means sign-up), the 'See the Magic in Action' carousel and testimonials. After
 * signing in it goes to `redirect` (same-origin paths only, default /). Signed-in users see 'Welcome back!'.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const state = useSession();
  const navigation = useNavigation();
  const reducedMotion = usePrefersReducedMotion();
  const mode = authModeFromQuery(params);
  const redirectTo = sanitizeRedirect(params.get('redirect'));
  usePageTitle(mode === 'sign-up' ? 'Create an account' : 'Sign in');

  const modeHref = (next: AuthMode) => {
    const query = new URLSearchParams({ mode: next });
    const redirect = params.get('redirect');
    if (redirect) query.set('redirect', redirect);
    return `/login?${query.toString()}`;
  };

  // 'Ready to Transform Your Space?': back to the top, into the form's first field.
  const backToForm = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    const field =
      document.querySelector<HTMLElement>('#auth-card input') ??
      document.querySelector<HTMLElement>('#auth-card a, #auth-card button');
    field?.focus({ preventScroll: true });
  };

  const signedIn = state.status === 'signed-in';
  // Signed in by this page a moment ago and on the way out: not a returning visitor.
  const arriving = signedIn && pendingArrival() !== null;
  const leaving = signedIn && !arriving && navigation.state !== 'idle';

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-16">
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight text-balance sm:text-display">
            {signedIn && !leaving && !arriving ? (
              authMessages.welcomeBack
            ) : (
              <RandomChoice options={loginGreetings} />
            )}
          </h1>
          {!signedIn && (
            <p className="mt-2 text-muted-foreground">
              Sign in to save your rooms, or create a free account in a minute.
            </p>
          )}
        </div>
        <Card id="auth-card" className="shadow-float">
          <CardContent className="pt-5 sm:pt-6">
            {arriving ? (
              <UpgradeComplete />
            ) : leaving ? (
              <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Signing you in…
              </p>
            ) : signedIn ? (
              <div className="flex flex-col gap-4">
                <p className="text-sm text-muted-foreground">
                  You are signed in as{' '}
                  <span className="font-medium [overflow-wrap:anywhere] text-foreground">
                    {displayName(state.session)}
                  </span>
                  .
                </p>
                <Button asChild>
                  <Link to="/">
                    <LayoutDashboard aria-hidden="true" />
                    Go to Dashboard
                  </Link>
                </Button>
              </div>
            ) : (
              <AuthFlow mode={mode} redirectTo={redirectTo} modeHref={modeHref} />
            )}
          </CardContent>
        </Card>
        <p className="text-caption text-muted-foreground">
          By continuing you agree to our{' '}
          <Link to="/terms-of-use" className="font-medium text-foreground underline underline-offset-2">
            Terms of Use
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="font-medium text-foreground underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-10">
        <MagicCarousel />
        <TestimonialsSlot />
        <section
          aria-labelledby="ready-title"
          className="flex flex-col items-start gap-3 rounded-2xl border bg-primary-soft p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="ready-title" className="font-semibold">
              Your room, redesigned in seconds
            </h2>
            <p className="text-sm text-muted-foreground">Sign in or create your account above to start.</p>
          </div>
          <Button onClick={backToForm}>
            <ArrowUp aria-hidden="true" />
            Ready to Transform Your Space?
          </Button>
        </section>
      </div>
    </div>
  );
}

export default LoginPage;
