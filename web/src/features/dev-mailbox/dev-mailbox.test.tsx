import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, json, makeSession, renderApp } from '@/test/render-app';

const mail = (id: string, subject: string) => ({
  id,
  to: 'ana@example.com',
  subject,
  text: 'Your code is 123456',
  html: null,
  createdAt: '2025-05-01T10:00:00.000Z',
});

describe('dev mailbox', () => {
  it('lists the outbox mails', async () => {
    renderApp('/dev/mailbox', { '/api/dev/mailbox': () => json(200, { mails: [mail('m1', 'Your code')] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Your code' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Your code is 123456')).toBeInTheDocument();
  });

  it('says so when there are no mails yet', async () => {
    renderApp('/dev/mailbox', { '/api/dev/mailbox': () => json(200, { mails: [] }) });
    expect(await screen.findByRole('heading', { name: 'No emails yet' })).toBeInTheDocument();
  });

  it('refreshes when the live stream invalidates the dev-mailbox topic (signed in: the server streams only to sessions)', async () => {
    let mails = [mail('m1', 'First mail')];
    renderApp('/dev/mailbox', {
      '/api/me': () => json(200, makeSession()),
      '/api/dev/mailbox': () => json(200, { mails }),
    });
    expect(await screen.findByRole('article', { name: 'First mail' })).toBeInTheDocument();
    mails = [mail('m2', 'Second mail'), ...mails];
    act(() => {
      FakeEventSource.latest().emit('ready', { tabId: 't1' });
      FakeEventSource.latest().emit('invalidate', { topics: ['dev-mailbox'] });
    });
    expect(await screen.findByRole('article', { name: 'Second mail' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('shows the not-found page in production mode (the API answers 404)', async () => {
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev Not Found' })).toBeInTheDocument();
  });

  it('shows the connection error screen when the API cannot be reached', async () => {
    renderApp('/dev/mailbox', { '/api/dev/mailbox': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Connection Error' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' })).toBeInTheDocument();
  });
});
