// Dutch messages of the combined map, typed as the English ones.
import type { mapMessages as en } from '../map.ts';

export const mapMessages: typeof en = {
  title: 'Kaart',
  search: 'Zoeken',
  customer: 'Klant',
  layers: { sites: 'Sites', devices: 'Toestellen', terminals: 'Satellietterminals' },
  legend: { site: 'Site', stock_site: 'Voorraadsite' },
  counts: 'Sites: %{sites} · toestellen: %{devices} · satellietterminals: %{terminals}',
};
