// Issue 28 (phone): the devices map's clusters wore leaflet.markercluster's yellow, the legend's
// "Unknown", whatever they held. A cluster is ringed in its markers' own colours, in proportion,
// largest share first (decision 0085).
import { describe, expect, it } from 'vitest';
import { clusterGradient, clusterShares } from '../src/map/clusterColors.ts';
import { ONLINE_STATUS_COLORS } from '../src/resources/devices/choices.ts';

const { online, offline, unknown } = ONLINE_STATUS_COLORS;

describe('the colours of a map cluster', () => {
  it('are those of its markers, in proportion, largest first', () => {
    expect(clusterShares([offline, online, online, online])).toEqual([
      { color: online, share: 0.75 },
      { color: offline, share: 0.25 },
    ]);
  });

  it("draw a cluster of online devices all green, never the legend's Unknown", () => {
    const gradient = clusterGradient([online, online, online]);
    expect(gradient).toBe(`conic-gradient(${online} 0% 100%)`);
    expect(gradient).not.toContain(unknown);
  });

  it('show a problem beside the majority', () => {
    expect(clusterGradient([online, online, offline])).toBe(`conic-gradient(${online} 0% 66.67%, ${offline} 66.67% 100%)`);
  });
});
