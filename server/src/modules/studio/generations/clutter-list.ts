import type { DetectedObjectDto } from '@roomcraft/contracts/generations';

interface Detection {
  objectName: string;
  category: string;
  confidence: number;
  box: { x: number; y: number; width: number; height: number };
}

/**
 * Below this the offline detector's COCO name is wrong too often to show (a pendant lamp read as
 * "vase" at 37 %): the list says what kind of thing it is instead.
 */
export const nameConfidence = 0.5;

/**
 * Below this a detection is listed for the user to tick, never ticked for them. The offline detector is
 * shy: the real clutter of the testdata rooms scores 0.22-0.32 (a cup 0.28, dumbbells 0.25), its noise
 * 0.20-0.22; what decides most cases is the category and the position (below), not this floor.
 */
export const tickConfidence = 0.22;

/**
 * A box whose bottom edge is above this share of the photo's height hangs or stands high up: ceiling
 * lights, wall decor, things on high shelves. Clutter lies on floors, tables and sofas, below eye level.
 */
const highUp = 0.4;

/** Larger boxes are furniture-sized, whatever the detector calls them. */
const maxClutterArea = 0.06;

const genericNames: Record<string, string> = {
  clutter: 'small object',
  decor: 'decor item',
  furniture: 'furniture',
  appliance: 'appliance',
  electronics: 'device',
};

/**
 * What decluttering lists (docs/spec §2, decluttering): every detection but people, clutter first.
 * Pre-ticked (`isClutter`) are only loose small things the detector is fairly sure of, lying low in the
 * room: never decor, lamps, fixtures or furniture, nor many books together (a bookshelf). Names are
 * shown only when the detector is sure of them, otherwise a generic one.
 */
export function listForDecluttering(objects: Detection[]): DetectedObjectDto[] {
  const books = objects.filter((o) => o.objectName === 'book').length;
  return objects
    .filter((object) => object.category !== 'person')
    .map((object) => {
      const { box } = object;
      const isClutter =
        object.category === 'clutter' &&
        object.confidence >= tickConfidence &&
        box.width * box.height < maxClutterArea &&
        box.y + box.height >= highUp &&
        !(object.objectName === 'book' && books >= 4);
      const objectName =
        object.confidence >= nameConfidence ? object.objectName : (genericNames[object.category] ?? 'object');
      return {
        objectName,
        category: object.category,
        confidence: object.confidence,
        box,
        isClutter,
      };
    })
    .sort((a, b) => Number(b.isClutter) - Number(a.isClutter) || b.confidence - a.confidence);
}
