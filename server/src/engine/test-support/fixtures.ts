import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Test images copied from the shared testdata (see server/test/fixtures/images/CREDITS.md). */
export const fixturesDir = fileURLToPath(new URL('../../../test/fixtures/images/', import.meta.url));

export function roomPhotoNames(): string[] {
  return readdirSync(path.join(fixturesDir, 'rooms')).filter((name) => name.endsWith('.jpg'));
}

export function readRoomPhoto(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(fixturesDir, 'rooms', name)));
}

export function readFloorPlan(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(fixturesDir, 'floorplans', name)));
}

export const photos = {
  furnished: 'living-room_furnished_pxhere-cc0.jpg',
  cluttered: 'living-room_cluttered_roomgpt.jpg',
  hotelBedroom: 'bedroom_hotel_pxhere-cc0.jpg',
  derelict: 'bedroom_derelict-almost-empty_pexels.jpg',
  kitchen: 'kitchen-dining_furnished_pxhere-cc0.jpg',
  apartment: 'living-dining_apartment_unsplash.jpg',
  brightWindows: 'living-room_bright-windows_unsplash.jpg',
  plants: 'living-room_plants-home-office-corner_unsplash.jpg',
  outdoor: 'outdoor_backyard-patio-pool-garden_unsplash.jpg',
} as const;

/** Writes an image for a person to look at when ENGINE_SAMPLES_DIR is set (never in CI). */
export async function saveSample(name: string, bytes: Uint8Array): Promise<void> {
  const dir = process.env.ENGINE_SAMPLES_DIR;
  if (!dir) return;
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), bytes);
}
