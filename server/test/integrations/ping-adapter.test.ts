// The ping adapter: the real client against stand-in ping commands (the output formats of iputils and
// BusyBox, a lost host, a hung command, a missing binary), and the simulator's behaviour.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { PingClient, parsePingOutput } from '../../src/integrations/ping/client.ts';
import { createPinger } from '../../src/integrations/ping/index.ts';
import { PingSimulator } from '../../src/integrations/ping/simulator.ts';

const dir = mkdtempSync(join(tmpdir(), 'ping-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in ping command: records its arguments, prints `output`, exits with `code`. */
function fakePing(name: string, output: string, code = 0, sleepS = 0): { path: string; args: () => string[] } {
  const path = join(dir, name);
  const argsFile = join(dir, `${name}.args`);
  writeFileSync(path, `#!/bin/sh\nprintf '%s\n' "$@" > '${argsFile}'\n${sleepS ? `sleep ${sleepS}\n` : ''}cat <<'OUT'\n${output}\nOUT\nexit ${code}\n`);
  chmodSync(path, 0o755);
  return { path, args: () => readFileSync(argsFile, 'utf8').trim().split('\n') };
}

const IPUTILS = `PING 185.12.4.33 (185.12.4.33) 56(84) bytes of data.
64 bytes from 185.12.4.33: icmp_seq=1 ttl=57 time=12.1 ms
64 bytes from 185.12.4.33: icmp_seq=2 ttl=57 time=11.4 ms

--- 185.12.4.33 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2003ms
rtt min/avg/max/mdev = 11.402/12.036/12.611/0.494 ms`;
const BUSYBOX = `--- 10.0.0.1 ping statistics ---
3 packets transmitted, 3 packets received, 0% packet loss
round-trip min/avg/max = 0.412/0.501/0.633 ms`;
const LOST = `PING 185.12.4.34 (185.12.4.34) 56(84) bytes of data.

--- 185.12.4.34 ping statistics ---
3 packets transmitted, 0 received, 100% packet loss, time 2041ms`;

describe('ping client', () => {
  it('parses the summaries of iputils and BusyBox', () => {
    expect(parsePingOutput(IPUTILS)).toEqual({ min_rtt: 11.402, avg_rtt: 12.036, max_rtt: 12.611 });
    expect(parsePingOutput(BUSYBOX)).toEqual({ min_rtt: 0.412, avg_rtt: 0.501, max_rtt: 0.633 });
    expect(parsePingOutput(LOST)).toBeNull();
  });

  it('runs the command with the address as its own argument and reads the round trips', async () => {
    const cmd = fakePing('ping-ok', IPUTILS);
    const result = await new PingClient(cmd.path, { count: 3, timeoutS: 4 }).ping('185.12.4.33');
    expect(result).toEqual({ min_rtt: 11.402, avg_rtt: 12.036, max_rtt: 12.611 });
    expect(cmd.args()).toEqual(['-n', '-c', '3', '-w', '4', '185.12.4.33']);
    await new PingClient(cmd.path).ping('2a02:578::1');
    expect(cmd.args()).toEqual(['-6', '-n', '-c', '3', '-w', '5', '2a02:578::1']);
  });

  it('never runs the command for something that is not an IP address', async () => {
    const cmd = fakePing('ping-never', IPUTILS);
    for (const hostile of ['185.12.4.33; rm -rf /', '-f', '$(reboot)', 'example.com', '']) {
      await expect(new PingClient(cmd.path).ping(hostile)).rejects.toThrow(/is not an IP address/);
    }
    expect(() => readFileSync(join(dir, 'ping-never.args'))).toThrow();
  });

  it('reports a lost host, a hung command and a missing binary as integration errors', async () => {
    const lost = fakePing('ping-lost', LOST, 1);
    await expect(new PingClient(lost.path).ping('185.12.4.34')).rejects.toThrow('ping: 185.12.4.34 is unreachable');
    const hung = fakePing('ping-hung', '', 0, 10);
    const err = await new PingClient(hung.path, { count: 1, timeoutS: 1 }).ping('185.12.4.35').catch((e) => e);
    expect(err).toBeInstanceOf(IntegrationError);
    expect(err.message).toBe('ping: no answer within 1 s');
    await expect(new PingClient(join(dir, 'no-such-ping')).ping('10.0.0.1')).rejects.toThrow(/is not installed/);
  }, 15_000);
});

describe('ping simulator', () => {
  it('answers private addresses in milliseconds and public ones in tens, min <= avg <= max', async () => {
    const sim = new PingSimulator();
    const lan = await sim.ping('192.168.10.1');
    expect(lan.max_rtt).toBeLessThan(6);
    const wan = await sim.ping('185.12.4.1');
    expect(wan.min_rtt).toBeGreaterThanOrEqual(8);
    expect(wan.max_rtt).toBeLessThan(50);
    for (const r of [lan, wan]) {
      expect(r.min_rtt).toBeLessThanOrEqual(r.avg_rtt);
      expect(r.avg_rtt).toBeLessThanOrEqual(r.max_rtt);
    }
    expect(sim.pinged).toEqual(['192.168.10.1', '185.12.4.1']);
  });

  it('never reaches documentation addresses or non-IPs, and some addresses stay silent', async () => {
    const sim = new PingSimulator();
    await expect(sim.ping('203.0.113.7')).rejects.toThrow('ping: 203.0.113.7 is unreachable');
    await expect(sim.ping('not-an-ip')).rejects.toThrow(/not an IP address/);
    let silent = 0;
    for (let i = 1; i <= 120; i++) await sim.ping(`185.12.5.${i}`).catch(() => (silent += 1));
    expect(silent).toBeGreaterThan(0);
    expect(silent).toBeLessThan(30);
  });

  it('is chosen unless integrations are real', () => {
    expect(createPinger(loadConfig({}))).toBeInstanceOf(PingSimulator);
    const real = createPinger(loadConfig({ INTEGRATIONS: 'real', PING_COMMAND: '/usr/bin/ping', PING_COUNT: '2' }));
    expect(real).toBeInstanceOf(PingClient);
    expect((real as PingClient).opts.count).toBe(2);
  });
});
