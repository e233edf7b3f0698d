import type { Idea, IdeationRequest, RoomImage } from '@roomcraft/contracts/studio';
import { makeRoomImage as makeStudioRoomImage } from '@/features/studio/studio.test-support';

/** API answers of the studio for web tests (the shapes of `@roomcraft/contracts/studio`). */
export function makeRoomImage(overrides: Partial<RoomImage> = {}): RoomImage {
  return makeStudioRoomImage({ _id: 'room1', ...overrides });
}

export function makeRequest(overrides: Partial<IdeationRequest> = {}): IdeationRequest {
  return {
    _id: 'req1',
    ideationRequestId: 'req1',
    roomImageId: 'room1',
    originalImageUrl: '/files/room1.jpg',
    imageUrl: '/files/room1.jpg',
    numberOfIdeas: 4,
    userPrompt: null,
    itemsNotToChange: null,
    roomType: 'living-room',
    designStyle: 'modern',
    creativityLevel: 3,
    roomLocation: 'interior',
    customRoomLocation: null,
    parentMetadata: null,
    model: 'auto',
    status: 'pending',
    progress: 0,
    stepsCompleted: 0,
    totalSteps: 6,
    message: 'Processing your request...',
    currentStep: 'pending',
    error: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export function makeIdea(overrides: Partial<Idea> = {}): Idea {
  const title = overrides.title ?? 'Warm Nordic calm';
  return {
    _id: 'idea1',
    ideationRequestId: 'req1',
    order: 1,
    ideaTitle: title,
    title,
    ideaDescription: 'Light oak, linen and soft white walls.',
    description: 'Light oak, linen and soft white walls.',
    style: 'Scandinavian',
    mood: 'Calm',
    colorPalette: [
      { name: 'Snow', hex: '#f8f8f6', role: 'walls' },
      { name: 'Oak', hex: '#c8a27a', role: 'floor' },
      { name: 'Sage', hex: '#9caf88', role: 'accent' },
      { name: 'Charcoal', hex: '#333333', role: 'detail' },
    ],
    estimatedCost: 'mid-range',
    difficulty: 'easy',
    targetAudience: 'Young families',
    designElements: ['Oak sideboard', 'Linen curtains'],
    generatedPrompt: 'A scandinavian living room with light oak',
    status: 'completed',
    generatedImageUrl: '/files/idea1.png',
    imageUrl: '/files/idea1.png',
    thumbnailUrl: '/files/idea1-thumb.png',
    roomImageId: 'design1',
    isFavorite: false,
    error: null,
    engine: 'local',
    model: 'roomcraft-local-1',
    structureScore: 0.87,
    fallbackReason: null,
    ...overrides,
  };
}
