// ICMP round trips to an IP address (the IPs list's ping action, spec 1 §2.11, §7.5).
// INTEGRATIONS=real runs the system's ping command; otherwise an in-process simulator answers.
import type { Config } from '../../config.ts';
import type { Pinger } from './api.ts';
import { PingClient } from './client.ts';
import { PingSimulator } from './simulator.ts';

export * from './api.ts';

export function createPinger(config: Config): Pinger {
  return config.INTEGRATIONS === 'real'
    ? new PingClient(config.PING_COMMAND, { count: config.PING_COUNT, timeoutS: config.PING_TIMEOUT_S })
    : new PingSimulator();
}
