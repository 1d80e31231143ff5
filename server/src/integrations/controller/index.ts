// The managed-network controller (Peplink InControl-style): every controller server carries its own
// URL and credentials, so the integration is a factory that answers one ControllerApi per server.
import type { Config } from '../../config.ts';
import type { ControllerFactory } from './api.ts';
import { ControllerClient } from './client.ts';
import { ControllerSimulator } from './simulator.ts';

export * from './api.ts';

export interface ControllerOptions {
  /** Seconds before a simulated speed test has its result (spec: about 20). */
  speedTestDelayS: number;
}

export function createController(config: Config, opts: Partial<ControllerOptions> = {}): ControllerFactory {
  const delay = opts.speedTestDelayS ?? config.CONTROLLER_SPEEDTEST_DELAY_S;
  const simulators = new Map<number, ControllerSimulator>();
  const clients = new Map<string, ControllerClient>();
  return {
    forServer(server) {
      const url = server.api_base_url || server.base_url;
      if (config.INTEGRATIONS === 'real' && url && server.api_key && server.api_secret) {
        // One client per URL and key keeps its access token between calls.
        const key = `${url}\n${server.api_key}\n${server.api_secret}`;
        let client = clients.get(key);
        if (!client) clients.set(key, (client = new ControllerClient(url, server.api_key, server.api_secret)));
        return client;
      }
      let sim = simulators.get(server.id);
      if (!sim) simulators.set(server.id, (sim = new ControllerSimulator(server.name, { speedTestDelayS: delay })));
      return sim;
    },
  };
}
