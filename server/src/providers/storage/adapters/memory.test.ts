import { runStorageContractTests } from '../storage.contract';
import { createMemoryStorage } from './memory';

runStorageContractTests('memory', ({ signingSecret, now }) => ({
  storage: createMemoryStorage({ signingSecret, now }),
}));
