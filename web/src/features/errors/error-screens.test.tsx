import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { BoundaryScreen } from './components/boundary-screen';
import { AppErrorBoundary } from './components/app-error-boundary';
import { RouteErrorScreen } from './components/error-screen';
import { StudioErrorBoundary } from './components/studio-error-boundary';
import { RETRY_STORAGE_KEY } from './errors.utils';

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

function renderRouteError(path: string, message: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <Boom message={message} />, errorElement: <RouteErrorScreen /> }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('route error screen', () => {
  it('names the area, the error class and what to do', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRouteError('/gallery', 'Failed to fetch');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gallery Loading Error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Unable to connect to our servers. Please check your internet connection.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^err_\d+_[a-z0-9]+$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Report Issue' }).getAttribute('href')).toMatch(
      /^mailto:.+err_\d+/,
    );
  });

  it.each([
    ['/admin/users', 'Backend query failed', 'Admin Dashboard Error', 'Data Loading Error'],
    ['/design/abc', 'Unauthorized', 'Design View Error', 'Authentication Error'],
    ['/share/xyz', 'x is undefined', 'Shared Design Error', 'Application Error'],
    ['/compose', 'x is undefined', 'Studio Error', 'Application Error'],
    ['/cost-analysis', 'x is undefined', 'Analysis Error', 'Application Error'],
    ['/dev/mailbox', 'x is undefined', 'Something Went Wrong', 'Application Error'],
  ])('on %s with "%s" shows %s / %s', async (path, message, title, heading) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRouteError(path, message);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('reloads on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderRouteError('/gallery', 'boom');
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalled();
  });
});

describe('boundary screen', () => {
  it('says Connection Issue for network failures and counts retries across reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { unmount } = render(<BoundaryScreen error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('heading', { name: 'Connection Issue' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Unable to connect to our servers. Please check your internet connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Retry attempts 0/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Homepage' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RETRY_STORAGE_KEY)).toBe('1');
    unmount();
    render(<BoundaryScreen error={new TypeError('Failed to fetch')} />);
    expect(screen.getByText('Retry attempts 1/3')).toBeInTheDocument();
  });

  it("offers 'Reload Page' after 3 retries, which starts over", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    window.sessionStorage.setItem(RETRY_STORAGE_KEY, '3');
    render(<BoundaryScreen error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Service Temporarily Unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/We're experiencing technical difficulties/)).toBeInTheDocument();
    expect(screen.getByText('Retry attempts 3/3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalled();
    expect(window.sessionStorage.getItem(RETRY_STORAGE_KEY)).toBeNull();
  });

  it('catches errors that escape the router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Boom message="Network request failed" />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Connection Issue' })).toBeInTheDocument();
  });
});

describe('studio error screen', () => {
  it("shows 'Something went wrong in {studio}' with Try Again, Go Home, Report Bug and details", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Studio() {
      if (fail) throw new Error('canvas exploded');
      return <p>Studio ready</p>;
    }
    render(
      <StudioErrorBoundary studio="Ideation Studio">
        <Studio />
      </StudioErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Something went wrong in Ideation Studio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Report Bug' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText(/canvas exploded/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Studio ready')).toBeInTheDocument();
  });
});
