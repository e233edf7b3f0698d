import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Studio } from '../use-studio';
import { DiscardDialog } from './discard-dialog';
import { ImageUploader } from './image-uploader';
import { ModePicker } from './mode-picker';
import { StudioWorkspace } from './studio-workspace';

/** The Interior Design Studio at / once there is an image (or one is loading): docs/spec §§2 and 4. */
export function InteriorDesignStudio({ studio }: { studio: Studio }) {
  const [discardOpen, setDiscardOpen] = useState(false);

  if (studio.loading) {
    const title = studio.loading === 'room' ? 'Loading Room' : 'Loading Design for Remix';
    return (
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6" aria-busy="true">
        <h1 className="text-title font-semibold">{title}</h1>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <Skeleton className="aspect-[4/3] w-full" />
          <div className="flex flex-col gap-3">
            <div className="grid grid-cols-3 gap-2">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
            <Skeleton className="h-64" />
          </div>
        </div>
      </div>
    );
  }

  const image = studio.image;
  if (!image) return null;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-text">Interior Design Studio</p>
          <h1 className="mt-1 flex flex-wrap items-center gap-2 text-title font-semibold">
            {studio.editMode ? 'Edit Design' : "Let's get Started"}
            {studio.editMode && <Badge variant="soft">Edit Mode</Badge>}
          </h1>
        </div>
        <Button variant="outline" size="sm" onClick={() => setDiscardOpen(true)}>
          <Trash2 aria-hidden="true" />
          Discard
        </Button>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="lg:sticky lg:top-20">
          <ImageUploader
            imageUrl={image.url}
            mode={studio.mode}
            onUploaded={({ upload, roomImageId }) => studio.onUploaded({ url: upload.url, roomImageId })}
            onRemove={studio.remove}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <section aria-labelledby="studio-mode-title" className="flex flex-col gap-2">
            <h2 id="studio-mode-title" className="text-sm font-semibold text-muted-foreground">
              Choose a mode
            </h2>
            <ModePicker value={studio.mode} onChange={studio.setMode} />
          </section>
          <StudioWorkspace mode={studio.mode} image={image} prompt={studio.prompt} />
        </div>
      </div>
      <DiscardDialog
        open={discardOpen}
        onOpenChange={setDiscardOpen}
        editMode={studio.editMode}
        onDiscard={studio.discard}
      />
    </div>
  );
}

/** The landing page's upload area ('Start Creating Now' scrolls here): mode picker and uploader. */
export function StudioUploadArea({ studio }: { studio: Studio }) {
  return (
    <section
      id="upload"
      aria-labelledby="upload-title"
      tabIndex={-1}
      className="mx-auto w-full max-w-4xl scroll-mt-20 outline-none px-4 py-12 sm:px-6"
    >
      <h2 id="upload-title" className="text-title font-semibold">
        Upload your room
      </h2>
      <p className="mt-1 text-muted-foreground">
        Pick a mode, then add a photo of your room to open the studio.
      </p>
      <div className="mt-6 flex flex-col gap-4">
        <ModePicker value={studio.mode} onChange={studio.setMode} />
        <ImageUploader
          imageUrl={null}
          mode={studio.mode}
          onUploaded={({ upload, roomImageId }) => studio.onUploaded({ url: upload.url, roomImageId })}
        />
      </div>
    </section>
  );
}
