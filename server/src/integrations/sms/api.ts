// The SMS gateway's interface, apart from the factory in index.ts so that client.ts and simulator.ts
// implement it without importing the module that imports them.

export interface SmsGateway {
  send(to: string, text: string): Promise<{ id: string }>;
}
