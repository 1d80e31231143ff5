// French messages the commercial area added to the shell (app.ts): its dashboards and the activity
// log's object types. Typed as the English ones, so a missing or extra key fails the typecheck.
import type { appMessages } from '../app.ts';

type Dashboards = Pick<typeof appMessages.app.dashboard, 'business' | 'delivery' | 'stocks'>;
type ObjectTypes = Pick<typeof appMessages.app.object_types, 'package' | 'service' | 'package_line' | 'service_product' | 'data_pool'>;

export const commercialDashboards: Dashboards = {
  business: {
    title: 'Commercial',
    services: 'Services',
    packages: 'Packages et matériel',
    started_services: 'Services démarrés par mois',
    tiles: {
      services_provisioning: 'Services en préparation',
      services_to_invoice: 'Services à facturer',
      services_not_invoiced: 'Services non facturés',
      services_idle: 'Services en veille',
      packages_draft: 'Packages en brouillon',
      packages_provisioning: 'Packages en préparation',
      packages_not_invoiced: 'Packages non facturés',
      hardware_to_invoice: 'Matériel à facturer',
    },
  },
  delivery: {
    title: 'Livraison',
    services: 'Services',
    package_lines: 'Lignes de package',
    tiles: {
      provisioning: 'En préparation',
      to_ship: 'À expédier',
      to_deliver: 'À livrer',
    },
  },
  stocks: {
    title: 'Stocks',
    stock: 'En stock',
    stock_alerts: 'Alertes de stock',
    see_all: 'Tout voir',
    devices_by_product: 'Équipements en stock par produit',
    tiles: {
      devices: 'Équipements en stock',
      product_items: 'Articles en stock',
      starlinks: 'StarLinks en stock',
      stock_alerts: 'Alertes de stock',
    },
  },
};

export const commercialObjectTypes: ObjectTypes = {
  package: 'Package',
  service: 'Service',
  package_line: 'Ligne de package',
  service_product: 'Produit de service',
  data_pool: 'Pool de données',
};
