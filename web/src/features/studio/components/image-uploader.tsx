import { useCallback, useState, type DragEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { toast } from 'sonner';
import { Camera, ImageUp, Loader2, RefreshCw, Trash2, Upload } from 'lucide-react';
import { studioMessages, type RoomImageMode, type UploadResponse } from '@roomcraft/contracts/studio';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { acceptAttribute } from '../studio.image';
import { CameraCapture } from './camera-capture';
import { CropDialog } from './crop-dialog';
import { LoginRequiredDialog } from './login-required-dialog';
import { useImageUpload } from './use-image-upload';

export interface ImageUploaderProps {
  imageUrl: string | null;
  mode: RoomImageMode;
  onUploaded: (result: { upload: UploadResponse; roomImageId: string | null }) => void;
  onRemove?: () => void;
  disabled?: boolean;
}

/**
 * The room photo uploader (docs/spec §§2, 4, 5, 8): browse, drag and drop, camera, replace and remove;
 * checks the file before sending it, offers the crop dialog for images over 4096 px, asks visitors to sign
 * in, then uploads and creates the room image record.
 */
export function ImageUploader({
  imageUrl,
  mode,
  onUploaded,
  onRemove,
  disabled = false,
}: ImageUploaderProps) {
  const upload = useImageUpload({ mode, onUploaded });
  const [cameraOpen, setCameraOpen] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const busy = disabled || upload.uploading;

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: busy,
    // Our own checks run on every file (with the spec's messages), so the dropzone accepts all of them.
    onDrop: (accepted, rejected, event) => {
      const file = accepted[0] ?? rejected[0]?.file;
      const dropped = !!event && 'dataTransfer' in event && !!event.dataTransfer;
      if (!file) {
        if (dropped) toast.error(studioMessages.noFileDetected.title, studioMessages.noFileDetected);
        return;
      }
      void upload.handleFile(file, { dropped });
    },
  });

  // A drop without files (text, a link) never reaches onDrop: tell the user what went wrong.
  const onDropWithoutFiles = (event: DragEvent<HTMLElement>) => {
    const types = Array.from(event.dataTransfer?.types ?? []);
    if (types.includes('Files')) return;
    event.preventDefault();
    const message = types.length === 0 ? studioMessages.noFileDetected : studioMessages.invalidFile;
    toast.error(message.title, { description: message.description });
  };

  const onCameraError = useCallback((message: string) => {
    setCameraOpen(false);
    setCameraError(message);
  }, []);
  const openCamera = () => {
    setCameraError(null);
    setCameraOpen(true);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        {...getRootProps({ onDrop: onDropWithoutFiles })}
        data-testid="image-dropzone"
        className={cn(
          'relative overflow-hidden rounded-xl border-2 border-dashed bg-card transition-colors',
          isDragActive ? 'border-primary bg-primary-soft' : 'border-input',
          imageUrl && 'border-solid',
        )}
      >
        <input {...getInputProps({ accept: acceptAttribute, 'aria-label': 'Choose a room photo' })} />
        {imageUrl ? (
          <img src={imageUrl} alt="Your room photo" className="mx-auto max-h-[28rem] w-full object-contain" />
        ) : (
          <div className="flex flex-col items-center gap-3 px-4 py-10 text-center sm:py-14">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-text">
              <ImageUp className="size-7" aria-hidden="true" />
            </span>
            <p className="font-semibold">
              {isDragActive ? 'Drop the image here' : 'Drag and drop a room photo'}
            </p>
            <p className="max-w-sm text-sm text-muted-foreground">
              JPG, PNG or WebP up to 7 MB. At least 1024 px wide works best.
            </p>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <Button onClick={open} disabled={busy}>
                <Upload aria-hidden="true" />
                Browse files
              </Button>
              <Button variant="outline" onClick={openCamera} disabled={busy}>
                <Camera aria-hidden="true" />
                Take photo
              </Button>
            </div>
          </div>
        )}
        {upload.uploading && (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-background/80 font-medium backdrop-blur-sm"
          >
            <Loader2 className="size-7 animate-spin text-primary-text" aria-hidden="true" />
            Uploading...
          </div>
        )}
      </div>

      {imageUrl && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={open} disabled={busy}>
            <RefreshCw aria-hidden="true" />
            Replace
          </Button>
          <Button variant="outline" size="sm" onClick={openCamera} disabled={busy}>
            <Camera aria-hidden="true" />
            Camera
          </Button>
          {onRemove && (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
      )}

      {cameraError && (
        <Alert role="alert" variant="destructive">
          {cameraError}
        </Alert>
      )}

      <CameraCapture
        open={cameraOpen}
        onCancel={() => setCameraOpen(false)}
        onCapture={(file) => {
          setCameraOpen(false);
          void upload.handleFile(file);
        }}
        onError={onCameraError}
      />
      <CropDialog
        source={upload.cropSource}
        onCancel={upload.closeCrop}
        onApply={(blob) => void upload.applyCrop(blob)}
      />
      <LoginRequiredDialog open={upload.loginRequired} onOpenChange={upload.setLoginRequired} />
    </div>
  );
}
