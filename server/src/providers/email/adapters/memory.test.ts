import { runEmailTransportContractTests } from '../email.contract';
import { createMemoryEmailTransport } from './memory';

runEmailTransportContractTests('memory', () => {
  const transport = createMemoryEmailTransport();
  return {
    transport,
    received: () => transport.delivered.map((mail) => ({ ...mail, html: mail.html })),
  };
});
