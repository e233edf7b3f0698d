import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, makeSession, renderApp, signedOutResponse } from '@/test/render-app';
import { stubEverythingInView } from '@/test/visible-observer';
import {
  drop,
  jpegFile,
  makeUpload,
  stubCanvas,
  stubImageDecoding,
  stubObjectUrls,
} from './studio.test-support';

// The machine runs several suites at once: give lazy routes time to load.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const signedIn = () => json(200, makeSession());
const credits = () => json(200, { freeCredits: 5, premiumCredits: 0, totalCredits: 5 });
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** The landing's upload area for a signed-in user (`mode` keeps them on /). */
const landing = '/?mode=ideation';

describe('image uploader', () => {
  it('refuses a dropped file that is not an image, and a drop without a file', async () => {
    const upload = vi.fn(() => json(200, makeUpload()));
    renderApp(landing, { '/api/me': signedIn, '/api/credits': credits, '/api/upload-image': upload });
    const zone = await screen.findByTestId('image-dropzone');

    drop(zone, { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] });
    expect(await screen.findByText('Invalid file')).toBeInTheDocument();
    expect(screen.getByText('Please drop a valid image file.')).toBeInTheDocument();

    drop(zone, { types: [] });
    expect(await screen.findByText('No file detected')).toBeInTheDocument();
    expect(screen.getByText('Please try dropping the image again.')).toBeInTheDocument();

    drop(zone, { files: [new File(['GIF89a'], 'room.gif', { type: 'image/gif' })] });
    expect(await screen.findByText('Unsupported format')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 7 MB before uploading and says how big it is', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(() => json(200, makeUpload()));
    renderApp(landing, { '/api/me': signedIn, '/api/credits': credits, '/api/upload-image': upload });
    await user.upload(
      await screen.findByLabelText('Choose a room photo'),
      jpegFile('big.jpg', 8 * 1024 * 1024),
    );
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Image must be less than 7MB. Current size: 8.00 MB')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks visitors to log in first and brings them back afterwards', async () => {
    // The visitor has scrolled to the landing page's upload area, which loads when near the screen.
    stubEverythingInView();
    const user = userEvent.setup();
    const upload = vi.fn(() => json(200, makeUpload()));
    const { router } = renderApp('/', { '/api/me': signedOutResponse, '/api/upload-image': upload });
    await user.upload(await screen.findByLabelText('Choose a room photo'), jpegFile());
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(upload).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.upload(screen.getByLabelText('Choose a room photo'), jpegFile());
    await user.click(await screen.findByRole('button', { name: 'Login / Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2F');
  });

  it('uploads the bytes, saves the room and opens the studio with the room in the URL', async () => {
    const user = userEvent.setup();
    const upload = vi.fn((init?: RequestInit) => {
      expect(init?.body).toBeInstanceOf(Blob);
      expect(new Headers(init?.headers).get('Content-Type')).toBe('image/jpeg');
      return json(200, makeUpload());
    });
    const rooms = vi.fn((_init?: RequestInit) => json(201, { roomImageId: 'room-7' }));
    const { router } = renderApp(landing, {
      '/api/me': signedIn,
      '/api/credits': credits,
      '/api/upload-image': upload,
      '/api/rooms': rooms,
    });
    await user.upload(await screen.findByLabelText('Choose a room photo'), jpegFile());

    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('Your room image has been saved and is ready for ideation.')).toBeInTheDocument();
    // The room is named after the photo's file name.
    expect(bodyOf(rooms.mock.calls[0]?.[0])).toEqual({
      storageId: 'abc',
      prompt: '',
      mode: 'ideation',
      title: 'room',
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Let's get Started" })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your room photo' })).toHaveAttribute(
      'src',
      '/files/uploads/abc.jpg',
    );
    expect(new URLSearchParams(router.state.location.search).get('room')).toBe('room-7');
  });

  it('tells the user when the server scaled a large image down', async () => {
    const user = userEvent.setup();
    renderApp(landing, {
      '/api/me': signedIn,
      '/api/credits': credits,
      '/api/upload-image': () => json(200, makeUpload({ scaledDownFrom: { width: 6000, height: 4000 } })),
      '/api/rooms': () => json(201, { roomImageId: 'room-7' }),
    });
    await user.upload(await screen.findByLabelText('Choose a room photo'), jpegFile());
    expect(
      await screen.findByText('Large image (6000x4000) uploaded. Processing may take a bit longer.'),
    ).toBeInTheDocument();
  });

  it('keeps the image when only the room record fails, and says when the upload itself fails', async () => {
    const user = userEvent.setup();
    let uploadWorks = false;
    renderApp(landing, {
      '/api/me': signedIn,
      '/api/credits': credits,
      '/api/upload-image': () =>
        uploadWorks ? json(200, makeUpload()) : json(500, { error: { code: 'internal', message: 'Boom' } }),
      '/api/rooms': () => json(500, { error: { code: 'internal', message: 'Boom' } }),
    });
    await user.upload(await screen.findByLabelText('Choose a room photo'), jpegFile());
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload image. Please try again.')).toBeInTheDocument();

    uploadWorks = true;
    await user.upload(screen.getByLabelText('Choose a room photo'), jpegFile());
    expect(await screen.findByText('Room creation failed')).toBeInTheDocument();
    expect(screen.getByText('Image uploaded but failed to create room entry.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Your room photo' })).toBeInTheDocument();
  });

  it('shows the camera failure message when the camera cannot be opened', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
      },
    });
    renderApp(landing, { '/api/me': signedIn, '/api/credits': credits });
    await user.click(await screen.findByRole('button', { name: 'Take photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not access camera. Please check permissions.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('crop dialog for images over 4096 px', () => {
  it('resets the crop, then exports a JPEG of at most 4096 px and uploads that', async () => {
    const user = userEvent.setup();
    stubImageDecoding({ width: 6000, height: 4000 });
    const canvas = stubCanvas();
    stubObjectUrls();
    const upload = vi.fn((init?: RequestInit) => {
      expect(new Headers(init?.headers).get('Content-Type')).toBe('image/jpeg');
      return json(200, makeUpload());
    });
    renderApp(landing, {
      '/api/me': signedIn,
      '/api/credits': credits,
      '/api/upload-image': upload,
      '/api/rooms': () => json(201, { roomImageId: 'room-7' }),
    });
    await user.upload(await screen.findByLabelText('Choose a room photo'), jpegFile('huge.jpg'));
    const dialog = await screen.findByRole('dialog', { name: 'Optimise large image' });
    expect(within(dialog).getByText('Result: 4096x2731 px, JPEG')).toBeInTheDocument();

    const scale = within(dialog).getByRole('slider', { name: 'Scale' });
    expect(scale).toHaveAttribute('aria-valuemin', '0.1');
    expect(scale).toHaveAttribute('aria-valuemax', '1');
    act(() => scale.focus());
    for (let i = 0; i < 10; i++) await user.keyboard('{ArrowLeft}');
    expect(scale).toHaveAttribute('aria-valuenow', '0.5');
    expect(within(dialog).getByText('Result: 3000x2000 px, JPEG')).toBeInTheDocument();
    const horizontal = within(dialog).getByRole('slider', { name: 'Horizontal position' });
    act(() => horizontal.focus());
    await user.keyboard('{Home}');
    expect(horizontal).toHaveAttribute('aria-valuenow', '0');

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(scale).toHaveAttribute('aria-valuenow', '1');
    expect(horizontal).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByText('Result: 4096x2731 px, JPEG')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Apply & Continue' }));
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(canvas.exports).toEqual([
      expect.objectContaining({ type: 'image/jpeg', quality: 0.9, width: 4096, height: 2731 }),
    ]);
    expect(canvas.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 6000, 4000, 0, 0, 4096, 2731);
    expect(upload).toHaveBeenCalledOnce();
  });

  it('uploads nothing when the crop is cancelled', async () => {
    const user = userEvent.setup();
    stubImageDecoding({ width: 5000, height: 5000 });
    stubObjectUrls();
    const upload = vi.fn(() => json(200, makeUpload()));
    renderApp(landing, { '/api/me': signedIn, '/api/credits': credits, '/api/upload-image': upload });
    await user.upload(await screen.findByLabelText('Choose a room photo'), jpegFile('huge.jpg'));
    const dialog = await screen.findByRole('dialog', { name: 'Optimise large image' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(upload).not.toHaveBeenCalled();
  });
});
