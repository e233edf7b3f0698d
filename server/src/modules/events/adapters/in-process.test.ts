import pino from 'pino';
import { runEventBusContractTests } from '../events.contract';
import { createInProcessEventBus } from './in-process';

runEventBusContractTests('in-process', () => createInProcessEventBus({ logger: pino({ level: 'silent' }) }));
