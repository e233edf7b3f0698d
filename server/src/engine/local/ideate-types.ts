import type { NamedColour, OutdoorPalette } from '@roomcraft/contracts/catalogue/index';
import type { IdeateInput, RoomAnalysis } from '../design-engine.port';

/** The port's ideate input, less what the local engine does not use, plus where the photo was taken. */
export type LocalIdeateInput = Pick<
  IdeateInput,
  'roomType' | 'designStyle' | 'creativity' | 'numberOfIdeas' | 'prompt' | 'itemsNotToChange' | 'seed'
> & {
  exterior?: boolean;
  analysis?: Pick<RoomAnalysis, 'palette' | 'light' | 'regions'>;
};

export interface IdeaPalette {
  walls: NamedColour;
  floor: NamedColour;
  accents: NamedColour[];
  textile: NamedColour;
  keepsFloor: boolean;
  /** Exteriors and gardens: the style's trim, door, roof, lawn and planting (walls are the facade, floor the paving). */
  outdoor?: OutdoorPalette;
}
