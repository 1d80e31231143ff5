// Every counter the console shows, named once (issue 25, decision 0066): a count is the total of one
// list with one filter, so a tile showing it and the list it opens can never disagree, and two screens
// showing the same quantity name the same count. The server counts each one with that list's own WHERE
// (server/src/resources/dashboards/stats/counts.ts), the console links each tile to that list with
// exactly this filter. A filter leaves the list's other defaults in place (archived=false, a customer
// list's active=true...), as the list opened from the tile does.

export interface CountDef {
  resource: string;
  filter: Readonly<Record<string, string | boolean>>;
}

const delivery = (status: string) => ({ status, queue: 'delivery' });

export const COUNTS = {
  // People and places (spec 1 §2.1).
  /** Customers, active or not, not archived. */
  customers: { resource: 'customers', filter: { archived: false, active: 'all' } },
  /** Active customers, not archived. */
  active_customers: { resource: 'customers', filter: { archived: false, active: 'true' } },
  sites: { resource: 'sites', filter: { archived: false } },
  contacts: { resource: 'contacts', filter: { archived: false } },
  /** Active user accounts, staff and portal. */
  users: { resource: 'users', filter: { active: 'true' } },
  staff_users: { resource: 'users', filter: { active: 'true', is_staff: 'true' } },
  portal_users: { resource: 'users', filter: { active: 'true', is_staff: 'false' } },
  companies: { resource: 'companies', filter: { archived: false } },
  addresses: { resource: 'addresses', filter: { archived: false } },

  // Stock (spec 2 §2 Stock).
  /** Devices in stock, not archived (fusion hubs left out, as the devices list leaves them out). */
  devices_in_stock: { resource: 'devices', filter: { archived: false, in_stock: true } },
  devices_reserved: { resource: 'devices', filter: { archived: false, reserved: true } },
  product_items_in_stock: { resource: 'product_items', filter: { archived: false, in_stock: true } },
  /** Product items in stock whose product is a Starlink (brand starlink, family satellite). */
  starlinks_in_stock: { resource: 'product_items', filter: { archived: false, in_stock: true, brand: 'starlink', family: 'satellite' } },
  /**
   * Device products of every kind (managed or not, virtual, accessories) whose stock (live devices
   * and product items in stock) is below their minimum level: the Stock Alerts list of the stock
   * dashboard. The device products list alone shows managed products only, so the alert lifts that.
   */
  stock_alerts: { resource: 'device_products', filter: { archived: false, stock_alert: true, managed: 'all', virtual: 'all', accessory: 'all' } },

  // Network.
  devices_offline: { resource: 'devices', filter: { archived: false, online_status: 'offline' } },
  sims_suspended: { resource: 'simcards', filter: { archived: false, status: 'SUSPENDED' } },
  /** Lines not attached to a device whose next action is due (spec 3 §2 lines dashboard). */
  lines_not_attached_due: { resource: 'lines', filter: { archived: false, attached: false, next_action_due: true } },

  // Sales (spec 2 §2 Sales/services).
  /** Services in PROVISIONING of every type (LINE services too), not archived: "Services To Provision". */
  services_provisioning: { resource: 'services', filter: { archived: false, status: 'PROVISIONING' } },
  services_to_invoice: { resource: 'services', filter: { archived: false, to_invoice: true } },
  services_not_invoiced: { resource: 'services', filter: { archived: false, not_invoiced: true } },
  services_idle: { resource: 'services', filter: { archived: false, status: 'IDLE' } },
  /** Packages by their status column (never re-derived here: the package keeps its own status). */
  packages_draft: { resource: 'packages', filter: { archived: false, status: 'draft' } },
  packages_provisioning: { resource: 'packages', filter: { archived: false, status: 'provisioning' } },
  packages_not_invoiced: { resource: 'packages', filter: { archived: false, not_invoiced: true } },
  /** Hardware to invoice: package lines not invoiced (the list's invoiced=false default kept). */
  package_lines_to_invoice: { resource: 'package_lines', filter: { not_invoiced: true } },

  // Delivery queue (spec 2 §2 Delivery, §9): services other than LINE (those wait in the lines queue)
  // and package lines, by step. "To provision / to ship / to deliver" everywhere means these.
  delivery_services_provisioning: { resource: 'services', filter: { archived: false, ...delivery('PROVISIONING') } },
  delivery_services_provisioned: { resource: 'services', filter: { archived: false, ...delivery('PROVISIONED') } },
  delivery_services_shipped: { resource: 'services', filter: { archived: false, ...delivery('SHIPPED') } },
  delivery_package_lines_provisioning: { resource: 'package_lines', filter: delivery('provisioning') },
  delivery_package_lines_provisioned: { resource: 'package_lines', filter: delivery('provisioned') },
  delivery_package_lines_shipped: { resource: 'package_lines', filter: delivery('shipped') },

  // Accounting.
  invoices_draft: { resource: 'invoices', filter: { archived: false, status: 'draft' } },
} as const satisfies Record<string, CountDef>;

export type CountName = keyof typeof COUNTS;
export const COUNT_NAMES = Object.keys(COUNTS) as CountName[];

/** The list a count's tile opens, as the console's URL filter. */
export const countLink = (name: CountName) => {
  const { resource, filter } = COUNTS[name];
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
};
