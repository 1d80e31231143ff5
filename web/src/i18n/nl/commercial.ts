// Dutch messages the commercial area added to the shell (app.ts): its dashboards and the activity
// log's object types. Typed as the English ones, so a missing or extra key fails the typecheck.
import type { appMessages } from '../app.ts';

type Dashboards = Pick<typeof appMessages.app.dashboard, 'business' | 'delivery' | 'stocks'>;
type ObjectTypes = Pick<typeof appMessages.app.object_types, 'package' | 'service' | 'package_line' | 'service_product' | 'data_pool'>;

export const commercialDashboards: Dashboards = {
  business: {
    title: 'Commercieel',
    services: 'Diensten',
    packages: 'Pakketten en hardware',
    started_services: 'Gestarte diensten per maand',
    tiles: {
      services_provisioning: 'Diensten in voorbereiding',
      services_to_invoice: 'Te factureren diensten',
      services_not_invoiced: 'Niet gefactureerde diensten',
      services_idle: 'Slapende diensten',
      packages_draft: 'Pakketten in ontwerp',
      packages_provisioning: 'Pakketten in voorbereiding',
      packages_not_invoiced: 'Niet gefactureerde pakketten',
      hardware_to_invoice: 'Te factureren hardware',
    },
  },
  delivery: {
    title: 'Levering',
    services: 'Diensten',
    package_lines: 'Pakketlijnen',
    tiles: {
      provisioning: 'In voorbereiding',
      to_ship: 'Te verzenden',
      to_deliver: 'Te leveren',
    },
  },
  stocks: {
    title: 'Voorraad',
    stock: 'In voorraad',
    stock_alerts: 'Voorraadalarmen',
    see_all: 'Alles bekijken',
    devices_by_product: 'Toestellen in voorraad per product',
    tiles: {
      devices: 'Toestellen in voorraad',
      product_items: 'Artikelen in voorraad',
      starlinks: 'StarLinks in voorraad',
      stock_alerts: 'Voorraadalarmen',
    },
  },
};

export const commercialObjectTypes: ObjectTypes = {
  package: 'Pakket',
  service: 'Dienst',
  package_line: 'Pakketlijn',
  service_product: 'Dienstproduct',
  data_pool: 'Datapool',
};
