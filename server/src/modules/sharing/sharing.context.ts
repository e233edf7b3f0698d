import type { Features } from '@roomcraft/contracts/billing';
import type { Deps } from '../../kernel/deps';
import type { Viewer } from '../accounts';
import type { CostEstimationRepository } from '../cost-estimation';
import type { FloorPlansRepository } from '../floor-plans';
import type { SharingRepository } from './sharing.repository';
import type { StudioReaders } from './shares.usecases';

/** What the share and project routes use, built once by `sharingRoutes`. */
export interface SharingRouteContext {
  deps: Deps;
  sharingRepository: SharingRepository;
  studio: StudioReaders;
  /** Project items besides designs (owner-scoped reads). */
  floorPlansRepository: FloorPlansRepository;
  costEstimationRepository: CostEstimationRepository;
  /** The viewer's plan features (billing module), read per request: a new subscription applies at once. */
  featuresOf(viewer: Viewer): Promise<Features>;
  /** A project owner's features (gates that follow the project, not the member acting on it). */
  featuresOfUser(userId: string): Promise<Features>;
  /** How a person is named to collaborators: display name, first name, or 'Designer' (spec §2). */
  nameOf(userId: string): Promise<string>;
}
