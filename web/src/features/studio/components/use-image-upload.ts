import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import {
  studioMessages,
  uploadErrorCodes,
  type RoomImageMode,
  type UploadResponse,
} from '@roomcraft/contracts/studio';
import { useSession } from '@/features/session/session.queries';
import { uploadImage, UploadError } from '../studio.api';
import { useCreateRoomImage } from '../studio.queries';
import { checkImageFile, decodeImage, isOversized, roomTitleFrom, type ImageSize } from '../studio.image';

export interface UploadedImage {
  upload: UploadResponse;
  /** The room image record; null for a failed record (the image itself was uploaded). */
  roomImageId: string | null;
}

/** An image waiting in the crop dialog: over 4096 px on a side. */
export interface CropSource {
  file: Blob;
  bitmap: ImageBitmap;
  size: ImageSize;
  previewUrl: string;
}

function showProblem(problem: { title: string; description: string }) {
  toast.error(problem.title, { description: problem.description });
}

function uploadProblem(error: unknown): { title: string; description: string } {
  if (error instanceof UploadError && error.serverMessage) {
    if (error.code === uploadErrorCodes.tooLarge) {
      return { title: studioMessages.fileTooLarge.title, description: error.serverMessage };
    }
    if (error.code === uploadErrorCodes.unsupportedFormat) {
      return { title: studioMessages.unsupportedFormat.title, description: error.serverMessage };
    }
  }
  return { ...studioMessages.uploadFailed };
}

/**
 * The uploader's pipeline (docs/spec §§4, 5, 8): client checks -> sign-in (else the 'Login Required'
 * dialog) -> the crop dialog for images over 4096 px -> upload -> room image record -> toasts.
 */
export function useImageUpload({
  mode,
  onUploaded,
}: {
  mode: RoomImageMode;
  onUploaded: (result: UploadedImage) => void;
}) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { mutateAsync: createRoom } = useCreateRoomImage();
  const [uploading, setUploading] = useState(false);
  const [loginRequired, setLoginRequired] = useState(false);
  const [cropSource, setCropSource] = useState<CropSource | null>(null);

  const send = useCallback(
    async (blob: Blob, title?: string) => {
      setUploading(true);
      try {
        let upload: UploadResponse;
        try {
          upload = await uploadImage(blob);
        } catch (error) {
          if (error instanceof UploadError && error.status === 401) setLoginRequired(true);
          else showProblem(uploadProblem(error));
          return;
        }
        let roomImageId: string | null = null;
        try {
          ({ roomImageId } = await createRoom({
            storageId: upload.storageId,
            prompt: '',
            mode,
            ...(title ? { title } : {}),
          }));
          toast.success(studioMessages.uploadSucceeded.title, {
            description: studioMessages.uploadSucceeded.description,
          });
        } catch {
          showProblem(studioMessages.roomCreationFailed);
        }
        // Shown last: one toast is visible at a time, and this one explains a slower generation.
        if (upload.scaledDownFrom) {
          toast.info(studioMessages.largeImage(upload.scaledDownFrom.width, upload.scaledDownFrom.height));
        }
        onUploaded({ upload, roomImageId });
      } finally {
        setUploading(false);
      }
    },
    [createRoom, mode, onUploaded],
  );

  const handleFile = useCallback(
    async (file: Blob, { dropped = false }: { dropped?: boolean } = {}) => {
      const problem = checkImageFile(file, { dropped });
      if (problem) return showProblem(problem);
      if (!signedIn) return setLoginRequired(true);
      const bitmap = await decodeImage(file);
      if (bitmap && isOversized(bitmap)) {
        const size = { width: bitmap.width, height: bitmap.height };
        setCropSource({ file, bitmap, size, previewUrl: URL.createObjectURL(file) });
        return;
      }
      bitmap?.close();
      await send(file, roomTitleFrom(file));
    },
    [send, signedIn],
  );

  const closeCrop = useCallback(() => {
    setCropSource((current) => {
      if (current) {
        current.bitmap.close();
        URL.revokeObjectURL(current.previewUrl);
      }
      return null;
    });
  }, []);

  const applyCrop = useCallback(
    async (blob: Blob) => {
      const title = cropSource ? roomTitleFrom(cropSource.file) : undefined;
      closeCrop();
      await send(blob, title);
    },
    [closeCrop, cropSource, send],
  );

  return {
    uploading,
    handleFile,
    loginRequired,
    setLoginRequired,
    cropSource,
    closeCrop,
    applyCrop,
  };
}
