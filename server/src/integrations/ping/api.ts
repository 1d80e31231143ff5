// The pinger's interface, result and system name, apart from the factory in index.ts so that
// client.ts and simulator.ts share them without importing the module that imports them (a value
// such as PING_SYSTEM read through that circle while the modules load is not initialised yet).

/** Round-trip times in milliseconds. */
export interface PingResult {
  min_rtt: number;
  avg_rtt: number;
  max_rtt: number;
}

export interface Pinger {
  /** Throws an IntegrationError when the address does not answer (or is not an IP address). */
  ping(address: string): Promise<PingResult>;
}

export const PING_SYSTEM = 'ping';
