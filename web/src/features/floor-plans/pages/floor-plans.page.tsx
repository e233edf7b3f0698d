import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileImage, Loader2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { getStyleDefinition, styleIds, type StyleId } from '@roomcraft/contracts/catalogue/index';
import { floorPlanCreditCost, floorPlanLimits, floorPlanMessages } from '@roomcraft/contracts/floor-plans';
import { studioMessages } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { uploadImage, UploadError } from '@/features/studio/studio.api';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { recentFloorPlansQueryOptions, useStartFloorPlan } from '../floor-plans.queries';
import { isPdf, pdfFirstPageToImage } from '../pdf-to-image';

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** /floor-plans: upload a plan, pick the style of the room ideas, and see earlier plans. */
export function FloorPlansPage() {
  usePageTitle('Floor plans');
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [style, setStyle] = useState<StyleId>('scandinavian');
  const [busy, setBusy] = useState(false);
  const start = useStartFloorPlan();
  const recent = useQuery(recentFloorPlansQueryOptions(floorPlanLimits.recentLimit));

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!acceptedTypes.includes(chosen.type) && !isPdf(chosen)) {
      toast.error(studioMessages.unsupportedFormat.title, {
        description: floorPlanMessages.unsupportedFormat,
      });
      return;
    }
    setFile(chosen);
  };

  /** The image to upload: the file itself, or the first page of a PDF drawn as an image here. */
  const planImage = async (chosen: File): Promise<File | null> => {
    if (!isPdf(chosen)) return chosen;
    try {
      return await pdfFirstPageToImage(chosen);
    } catch {
      toast.error(floorPlanMessages.pdfUnreadable.title, {
        description: floorPlanMessages.pdfUnreadable.description,
      });
      return null;
    }
  };

  const submit = async () => {
    if (!file) {
      toast.error(floorPlanMessages.uploadFirst);
      return;
    }
    setBusy(true);
    try {
      const image = await planImage(file);
      if (!image) return;
      const uploaded = await uploadImage(image);
      const id = await start.mutateAsync({
        storageId: uploaded.storageId,
        title: file.name.replace(/\.[a-z0-9]+$/i, '').slice(0, floorPlanLimits.titleMaxLength),
        designStyle: style,
      });
      toast.success(floorPlanMessages.started);
      void navigate(`/floor-plans/${encodeURIComponent(id)}`);
    } catch (error) {
      if (error instanceof UploadError)
        toast.error(studioMessages.uploadFailed.title, {
          description: error.serverMessage ?? studioMessages.uploadFailed.description,
        });
      else if (isApiError(error) && error.status === 402)
        toast.error(floorPlanMessages.insufficientTitle, { description: error.message });
      else
        toast.error(floorPlanMessages.failed, { description: isApiError(error) ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Floor plans</h1>
        <p className="mt-2 text-muted-foreground">
          Upload a floor plan: we find its walls, doors, windows and rooms, build a 3D model you can walk
          through, and furnish each room. {floorPlanCreditCost} credit per plan.
        </p>
      </header>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold tracking-tight">New floor plan</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <label
            htmlFor={inputId}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              choose(event.dataTransfer.files[0]);
            }}
            className="flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed bg-muted/40 p-6 text-center hover:bg-muted"
          >
            {file ? (
              <FileImage className="size-8" aria-hidden="true" />
            ) : (
              <Upload className="size-8" aria-hidden="true" />
            )}
            <span className="font-medium">
              {file ? file.name : 'Choose or drop a floor plan image or PDF'}
            </span>
            <span className="text-sm text-muted-foreground">
              JPEG, PNG, WebP or PDF (its first page), walls drawn in dark lines.
            </span>
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={[...acceptedTypes, 'application/pdf', '.pdf'].join(',')}
            className="sr-only"
            data-testid="floor-plan-file"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <label className="flex flex-col gap-1 text-sm font-medium sm:max-w-xs">
            Style of the room ideas
            <select
              value={style}
              onChange={(event) => setStyle(event.target.value as StyleId)}
              className="min-h-11 rounded-md border bg-card px-3 text-base font-normal"
            >
              {styleIds.map((id) => (
                <option key={id} value={id}>
                  {getStyleDefinition(id).name}
                </option>
              ))}
            </select>
          </label>
          <Button className="self-start" onClick={() => void submit()} disabled={busy}>
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            Create 3D floor plan
          </Button>
        </CardContent>
      </Card>

      <section aria-labelledby="recent-plans-title" className="flex flex-col gap-3">
        <h2 id="recent-plans-title" className="text-lg font-semibold tracking-tight">
          Your floor plans
        </h2>
        {recent.data && recent.data.length === 0 && (
          <p className="text-muted-foreground">No floor plans yet: upload one above to see it in 3D.</p>
        )}
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {recent.data?.map((request) => (
            <li key={request._id}>
              <Link
                to={`/floor-plans/${encodeURIComponent(request._id)}`}
                className="flex gap-3 rounded-xl border bg-card p-3 hover:bg-muted"
              >
                <img
                  src={request.previewUrl ?? request.imageUrl}
                  alt={`Floor plan ${request.title || 'without a title'}`}
                  className="size-20 rounded-md bg-white object-contain"
                  loading="lazy"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{request.title || 'Floor plan'}</span>
                  <span className="text-sm text-muted-foreground">
                    {request.status === 'completed'
                      ? `${request.model?.rooms.length ?? 0} rooms`
                      : request.status === 'failed'
                        ? floorPlanMessages.failed
                        : request.message}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default FloorPlansPage;
