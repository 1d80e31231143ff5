import { expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

it('takes a relative DATA_DIR from the directory npm was started in, not the workspace it runs in', () => {
  const saved = process.env.INIT_CWD;
  process.env.INIT_CWD = '/srv/console';
  try {
    expect(loadConfig({}).DATA_DIR).toBe('/srv/console/data');
    expect(loadConfig({ DATA_DIR: 'state/db' }).DATA_DIR).toBe('/srv/console/state/db');
    expect(loadConfig({ DATA_DIR: '/var/lib/console' }).DATA_DIR).toBe('/var/lib/console');
    expect(loadConfig({ DATA_DIR: 'memory://' }).DATA_DIR).toBe('memory://');
  } finally {
    if (saved === undefined) delete process.env.INIT_CWD;
    else process.env.INIT_CWD = saved;
  }
});

it('refuses a configuration it cannot read, naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
});
