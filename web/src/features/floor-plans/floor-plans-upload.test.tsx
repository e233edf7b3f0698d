import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { floorPlanRoutes } from '@roomcraft/contracts/floor-plans';
import { studioRoutes } from '@roomcraft/contracts/studio';
import { json, makeSession, renderApp } from '@/test/render-app';
import { pdfFirstPageToImage } from './pdf-to-image';
import type * as PdfToImage from './pdf-to-image';

// pdf.js draws pages on a real canvas, which jsdom lacks: here the drawing is replaced, and what is
// tested is that a PDF never goes to the server as it is, only the image made of its first page.
// The real drawing runs in Chromium in e2e/specs/floor-plans.spec.ts.
vi.mock('./pdf-to-image', async (importOriginal) => ({
  ...(await importOriginal<typeof PdfToImage>()),
  pdfFirstPageToImage: vi.fn(),
}));

/** A one-page PDF with a single black rectangle (a wall). */
function tinyPdf(): File {
  const content = '0 0 0 rg 20 20 160 8 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new File([body], 'Ground floor.pdf', { type: 'application/pdf' });
}

const pngSignature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function renderUpload() {
  const uploads: Array<{ type: string | null; body: Blob }> = [];
  const starts: unknown[] = [];
  renderApp('/floor-plans', {
    '/api/me': () => json(200, makeSession()),
    '/api/plan': () => json(200, { planType: 'professional', subscriptionDetails: null }),
    [studioRoutes.upload.path]: (init) => {
      uploads.push({
        type: new Headers(init?.headers).get('Content-Type'),
        body: init?.body as Blob,
      });
      return json(200, {
        url: '/files/plan.png',
        storageId: 'plan-png',
        thumbnailUrl: '/files/plan-thumb.png',
        width: 2000,
        height: 1000,
        mediaType: 'image/png',
        bytes: 8,
        scaledDownFrom: null,
      });
    },
    [floorPlanRoutes.start.path]: (init) => {
      if (init?.method !== 'POST') return json(200, { requests: [] });
      starts.push(JSON.parse(String(init.body)));
      return json(200, { success: true, floorPlanRequestId: '00000000-0000-4000-8000-000000000001' });
    },
  });
  return { uploads, starts };
}

describe('/floor-plans with a PDF', { timeout: 30_000 }, () => {
  afterEach(() => vi.mocked(pdfFirstPageToImage).mockReset());

  it('turns the PDF’s first page into an image and uploads that image, not the PDF', async () => {
    vi.mocked(pdfFirstPageToImage).mockImplementation(
      async (file) => new File([pngSignature], file.name.replace(/\.pdf$/, '.png'), { type: 'image/png' }),
    );
    const { uploads, starts } = renderUpload();
    const input = await screen.findByTestId('floor-plan-file');
    expect(input.getAttribute('accept')).toContain('application/pdf');
    const pdf = tinyPdf();
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText('Ground floor.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create 3D floor plan' }));

    await waitFor(() => expect(starts).toHaveLength(1));
    expect(vi.mocked(pdfFirstPageToImage)).toHaveBeenCalledWith(pdf);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.type).toBe('image/png');
    expect(uploads[0]!.body).toBeInstanceOf(File);
    expect(uploads[0]!.body).toMatchObject({ name: 'Ground floor.png', type: 'image/png', size: 8 });
    expect(starts[0]).toMatchObject({ storageId: 'plan-png', title: 'Ground floor' });
  });

  it('says so when the PDF cannot be read, and uploads nothing', async () => {
    vi.mocked(pdfFirstPageToImage).mockRejectedValue(new Error('Invalid PDF structure.'));
    const { uploads, starts } = renderUpload();
    const input = await screen.findByTestId('floor-plan-file');
    fireEvent.change(input, { target: { files: [tinyPdf()] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create 3D floor plan' }));
    expect(await screen.findByText('PDF could not be read')).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(starts).toEqual([]);
  });

  it('still refuses files that are neither images nor PDFs', async () => {
    const { uploads } = renderUpload();
    const input = await screen.findByTestId('floor-plan-file');
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'rooms.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('Please use a JPEG, PNG or WebP image, or a PDF.')).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });
});
