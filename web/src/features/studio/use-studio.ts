import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { studioModeSchema, type StudioMode } from '@roomcraft/contracts/accounts';
import { limits } from '@roomcraft/contracts/limits';
import { isValidStudioId, studioMessages } from '@roomcraft/contracts/studio';
import { useSession } from '@/features/session/session.queries';
import { roomImageQueryOptions, studioQueryKeys } from './studio.queries';
import {
  clearPendingRemix,
  parseRemix,
  readPendingRemix,
  remixImageUrl,
  type RemixData,
} from './studio.remix';

export interface StudioImage {
  url: string;
  /** The room image the studio works on; null when none was saved (a remix of a bare URL). */
  roomImageId: string | null;
}

interface StudioState {
  image: StudioImage | null;
  prompt: string;
  /** The mode chosen here (picker, remix, edit, loaded room); null falls back to URL/profile/default. */
  mode: StudioMode | null;
  editMode: boolean;
  loadingRemix: boolean;
}

type StudioAction =
  | { type: 'uploaded'; image: StudioImage }
  | { type: 'remix'; remix: RemixData }
  | { type: 'edit-started'; prompt: string }
  | { type: 'edit-loaded'; image: StudioImage }
  | { type: 'edit-failed' }
  | { type: 'mode'; mode: StudioMode }
  | { type: 'cleared' };

const initialState: StudioState = {
  image: null,
  prompt: '',
  mode: null,
  editMode: false,
  loadingRemix: false,
};

function reducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'uploaded':
      // A new upload resets the previous generation and prompt (docs/spec §4).
      return { ...state, image: action.image, prompt: '', loadingRemix: false };
    case 'remix':
      return {
        ...state,
        image: { url: remixImageUrl(action.remix), roomImageId: action.remix.imageId },
        prompt: action.remix.prompt,
        mode: 'visualize',
        editMode: action.remix.editMode,
        loadingRemix: false,
      };
    case 'edit-started':
      return {
        ...state,
        image: null,
        prompt: action.prompt,
        mode: 'ideation',
        editMode: true,
        loadingRemix: true,
      };
    case 'edit-loaded':
      return { ...state, image: action.image, loadingRemix: false };
    case 'edit-failed':
      return { ...state, loadingRemix: false };
    case 'mode':
      return { ...state, mode: action.mode };
    case 'cleared':
      return { ...initialState, mode: state.mode };
  }
}

/** Query parameters that open the studio at / (docs/spec §4). */
export const studioParams = ['room', 'editImageId', 'mode'] as const;

function navigationRemix(state: unknown): RemixData | null {
  return typeof state === 'object' && state !== null && 'remix' in state ? parseRemix(state.remix) : null;
}

/** Whether / has something for the studio to open, so a signed-in user is not sent to the dashboard. */
export function hasStudioIntent({ search, state }: { search: string; state: unknown }): boolean {
  const params = new URLSearchParams(search);
  return (
    studioParams.some((name) => params.has(name)) ||
    navigationRemix(state) !== null ||
    readPendingRemix() !== null
  );
}

/**
 * The home studio's state (docs/spec §4): the image (uploaded, loaded from `room=<id>`, or a remix),
 * prompt, mode and edit mode. Handles room loading with the 8 s timeout, remix via `editImageId`, via
 * navigation state and via the stored pending remix, and the discard rules.
 */
export function useStudio() {
  const [state, dispatch] = useReducer(reducer, initialState);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const session = useSession();

  const roomParam = searchParams.get('room');
  const roomId = roomParam !== null && isValidStudioId(roomParam) ? roomParam : null;
  // An image chosen here wins unless the URL now names another room.
  const localImage =
    state.image && (roomParam === null || state.image.roomImageId === roomParam) ? state.image : null;
  const needsRoomImage = roomParam !== null && !localImage;
  const roomImageQuery = useQuery({
    ...roomImageQueryOptions(roomId ?? ''),
    enabled: needsRoomImage && roomId !== null,
  });
  const loadingRoomImage = needsRoomImage && roomId !== null && roomImageQuery.isPending;
  const roomImage = needsRoomImage ? roomImageQuery.data : undefined;

  const clearRoomParam = useCallback(() => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('room');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  // Room loading: missing (or an id with braces) -> 'Room Not Found'; still loading after 8 s -> timeout.
  const roomFailed = needsRoomImage && (roomId === null || roomImage === null || roomImageQuery.isError);
  useEffect(() => {
    if (!roomFailed) return;
    toast.error(studioMessages.roomNotFound.title, { description: studioMessages.roomNotFound.description });
    clearRoomParam();
  }, [roomFailed, clearRoomParam]);
  useEffect(() => {
    if (!loadingRoomImage) return;
    const timer = setTimeout(() => {
      toast.error(studioMessages.loadingTimeout.title, {
        description: studioMessages.loadingTimeout.description,
      });
      void queryClient.cancelQueries({ queryKey: studioQueryKeys.room(roomId ?? '') });
      clearRoomParam();
    }, limits.roomLoadTimeoutMs);
    return () => clearTimeout(timer);
  }, [loadingRoomImage, roomId, clearRoomParam, queryClient]);

  // Remix intake: `editImageId` in the URL, a remix in the navigation state, or the stored pending remix.
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const params = new URLSearchParams(location.search);
    const editImageId = params.get('editImageId');
    if (editImageId !== null) {
      dispatch({ type: 'edit-started', prompt: params.get('prompt') ?? '' });
      toast(studioMessages.remixMode.title, { description: studioMessages.remixMode.description });
      void navigate('/', { replace: true });
      const load = isValidStudioId(editImageId)
        ? queryClient.fetchQuery(roomImageQueryOptions(editImageId))
        : Promise.resolve(null);
      load
        .then((image) => {
          if (!image) throw new Error('not found');
          dispatch({
            type: 'edit-loaded',
            image: { url: image.generatedImageUrl ?? image.originalImageUrl, roomImageId: image._id },
          });
        })
        .catch(() => {
          dispatch({ type: 'edit-failed' });
          toast.error(studioMessages.remixLoadError.title, {
            description: studioMessages.remixLoadError.description,
          });
        });
      return;
    }
    const remix = navigationRemix(location.state) ?? readPendingRemix();
    if (remix) {
      dispatch({ type: 'remix', remix });
      clearPendingRemix();
    }
  }, [location.key, location.search, location.state, navigate, queryClient]);

  // The image on screen: chosen here, else the loaded room (its original image, docs/spec §4).
  const image: StudioImage | null =
    localImage ?? (roomImage ? { url: roomImage.originalImageUrl, roomImageId: roomImage._id } : null);
  const prompt = localImage || !roomImage ? state.prompt : roomImage.prompt;

  // Mode: chosen here, else the URL's, else the profile's default (unless editing or loading a room).
  const urlMode = studioModeSchema.safeParse(searchParams.get('mode'));
  const roomMode = roomImage ? studioModeSchema.safeParse(roomImage.mode) : null;
  const profileMode = studioModeSchema.safeParse(session.session?.profile?.preferences?.defaultMode);
  const mode: StudioMode =
    state.mode ??
    (urlMode.success ? urlMode.data : null) ??
    (roomMode?.success ? roomMode.data : null) ??
    (!state.editMode && !loadingRoomImage && profileMode.success ? profileMode.data : null) ??
    'ideation';

  const onUploaded = useCallback(
    ({ url, roomImageId }: { url: string; roomImageId: string | null }) => {
      dispatch({ type: 'uploaded', image: { url, roomImageId } });
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('ideation');
          if (roomImageId) next.set('room', roomImageId);
          else next.delete('room');
          return next;
        },
        { replace: false },
      );
    },
    [setSearchParams],
  );

  /** Removing the image clears image and room and returns to the current path. */
  const remove = useCallback(() => {
    dispatch({ type: 'cleared' });
    void navigate(location.pathname, { replace: true });
  }, [navigate, location.pathname]);

  /** The discard dialog's Discard (docs/spec §4). */
  const discard = useCallback(() => {
    if (state.editMode) {
      // Leaving ends edit mode; the state stays until the gallery replaces this page, so the signed-in
      // redirect of a bare / does not overtake the navigation while the gallery route loads.
      toast(studioMessages.editCancelled.title, { description: studioMessages.editCancelled.description });
      void navigate('/gallery');
      return;
    }
    dispatch({ type: 'cleared' });
    toast(studioMessages.imageDiscarded.title, { description: studioMessages.imageDiscarded.description });
    void navigate(location.pathname, { replace: true });
  }, [state.editMode, navigate, location.pathname]);

  return {
    image,
    prompt,
    mode,
    editMode: state.editMode,
    loading: state.loadingRemix ? ('remix' as const) : loadingRoomImage ? ('room' as const) : null,
    /** Whether the studio (rather than the landing page) is on screen. */
    active: image !== null || state.loadingRemix || loadingRoomImage,
    setMode: (next: StudioMode) => dispatch({ type: 'mode', mode: next }),
    onUploaded,
    remove,
    discard,
  };
}

export type Studio = ReturnType<typeof useStudio>;
