export { estimateProjectCost } from './estimate';
export { costSources } from './data/sources';
export { unitCosts } from './data/unit-costs';
