// Messages of the combined map (/map, spec 3 §2 Map).
export const mapMessages = {
  title: 'Map',
  search: 'Search',
  customer: 'Customer',
  layers: { sites: 'Sites', devices: 'Devices', terminals: 'Satellite terminals' },
  legend: { site: 'Site', stock_site: 'Stock site' },
  counts: 'Sites: %{sites} · devices: %{devices} · satellite terminals: %{terminals}',
};
