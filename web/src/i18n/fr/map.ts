// French messages of the combined map, typed as the English ones.
import type { mapMessages as en } from '../map.ts';

export const mapMessages: typeof en = {
  title: 'Carte',
  search: 'Rechercher',
  customer: 'Client',
  layers: { sites: 'Sites', devices: 'Équipements', terminals: 'Terminaux satellite' },
  legend: { site: 'Site', stock_site: 'Site de stock' },
  counts: 'Sites : %{sites} · équipements : %{devices} · terminaux satellite : %{terminals}',
};
