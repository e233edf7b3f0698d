import { useEffect, useRef, useState } from 'react';
import { Camera, Grid3x3, Loader2, X } from 'lucide-react';
import { studioMessages } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { computeSquareCapture, exportRect } from '../studio.image';

/**
 * The full-screen camera (docs/spec §2): live view with a rule-of-thirds grid toggle, Cancel and Capture.
 * A capture is the centred square of the frame, at most 4096 px, as a JPEG (0.9). When the camera cannot be
 * opened, `onError` gets the spec's message and the view closes.
 */
export function CameraCapture({
  open,
  onCancel,
  onCapture,
  onError,
}: {
  open: boolean;
  onCancel: () => void;
  onCapture: (file: File) => void;
  onError: (message: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        hideClose
        className="top-0 left-0 h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 rounded-none border-0 bg-black p-0 text-white"
      >
        {open && <CameraView onCancel={onCancel} onCapture={onCapture} onError={onError} />}
      </DialogContent>
    </Dialog>
  );
}

function CameraView({
  onCancel,
  onCapture,
  onError,
}: {
  onCancel: () => void;
  onCapture: (file: File) => void;
  onError: (message: string) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [grid, setGrid] = useState(true);
  const [capturing, setCapturing] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      onError(studioMessages.camera);
      return;
    }
    media
      .getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 4096 }, height: { ideal: 4096 } },
        audio: false,
      })
      .then((opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        const video = videoRef.current;
        if (video) {
          video.srcObject = opened;
          void video.play().catch(() => {});
        }
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) onError(studioMessages.camera);
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onError]);

  async function capture() {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    setCapturing(true);
    try {
      const rect = computeSquareCapture({ width: video.videoWidth, height: video.videoHeight });
      const blob = await exportRect({ source: video, rect });
      onCapture(new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }));
    } catch {
      onError(studioMessages.camera);
    } finally {
      setCapturing(false);
    }
  }

  return (
    <div className="flex h-full flex-col">
      <DialogTitle className="sr-only">Take a photo</DialogTitle>
      <DialogDescription className="sr-only">
        Point the camera at your room; the photo is a square from the middle of the view.
      </DialogDescription>
      <div className="relative flex flex-1 items-center justify-center overflow-hidden">
        <video ref={videoRef} playsInline muted className="max-h-full max-w-full" aria-label="Camera view" />
        {!ready && <Loader2 className="absolute size-8 animate-spin" aria-label="Opening the camera" />}
        {grid && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 grid grid-cols-3 grid-rows-3"
          >
            {Array.from({ length: 9 }, (_, index) => (
              <span key={index} className="border border-white/25" />
            ))}
          </div>
        )}
      </div>
      <div className="flex items-center justify-between gap-4 bg-black/80 px-6 py-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <Button variant="ghost" className="text-white hover:bg-white/10" onClick={onCancel}>
          <X aria-hidden="true" />
          Cancel
        </Button>
        <button
          type="button"
          onClick={() => void capture()}
          disabled={!ready || capturing}
          aria-label="Capture photo"
          className="flex size-16 items-center justify-center rounded-full border-4 border-white bg-white/20 transition-colors hover:bg-white/35 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white disabled:opacity-50"
        >
          <Camera className="size-6" aria-hidden="true" />
        </button>
        <Button
          variant="ghost"
          aria-pressed={grid}
          className={cn('text-white hover:bg-white/10', grid && 'bg-white/15')}
          onClick={() => setGrid((current) => !current)}
        >
          <Grid3x3 aria-hidden="true" />
          Grid
        </Button>
      </div>
    </div>
  );
}
