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

  // Devices (GET /stats/devices, spec 1 §7.3): the devices list's totals. The list leaves fusion hubs
  // out by default (only_fusion_hub=false), so every device count but fusion_hubs leaves them out too.
  /** Live devices: the devices list as it opens. */
  devices: { resource: 'devices', filter: { archived: false } },
  devices_archived: { resource: 'devices', filter: { archived: true } },
  /** Live devices out of stock (at a customer's site). */
  devices_deployed: { resource: 'devices', filter: { archived: false, in_stock: false } },
  fusion_hubs: { resource: 'devices', filter: { archived: false, only_fusion_hub: true } },
  devices_online: { resource: 'devices', filter: { archived: false, online_status: 'online' } },
  devices_offline: { resource: 'devices', filter: { archived: false, online_status: 'offline' } },
  devices_never_online: { resource: 'devices', filter: { archived: false, online_status: 'never_online' } },
  devices_online_unknown: { resource: 'devices', filter: { archived: false, online_status: 'unknown' } },

  // SIM cards (GET /stats/simcards, spec 1 §7.4), live unless said: by attachment, pool, provider API,
  // status (SIM_STATUSES) and type (SIM_TYPES).
  simcards: { resource: 'simcards', filter: { archived: false } },
  simcards_archived: { resource: 'simcards', filter: { archived: true } },
  /** Attached to a device. */
  simcards_attached: { resource: 'simcards', filter: { archived: false, attached: true } },
  simcards_free: { resource: 'simcards', filter: { archived: false, attached: false } },
  simcards_in_pool: { resource: 'simcards', filter: { archived: false, in_pool: true } },
  /** Of a provider with an API (the console can suspend and activate them). */
  simcards_manageable: { resource: 'simcards', filter: { archived: false, is_manageable: true } },
  sims_available: { resource: 'simcards', filter: { archived: false, status: 'AVAILABLE' } },
  sims_active: { resource: 'simcards', filter: { archived: false, status: 'ACTIVE' } },
  sims_reserved: { resource: 'simcards', filter: { archived: false, status: 'RESERVED' } },
  sims_suspended: { resource: 'simcards', filter: { archived: false, status: 'SUSPENDED' } },
  sims_terminated: { resource: 'simcards', filter: { archived: false, status: 'TERMINATED' } },
  sims_unknown: { resource: 'simcards', filter: { archived: false, status: 'UNKNOWN' } },
  sims_sim: { resource: 'simcards', filter: { archived: false, type: 'sim' } },
  sims_esim: { resource: 'simcards', filter: { archived: false, type: 'esim' } },

  // Network.
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

  // Satellite (GET /admin/dashboard/starlink/stats, spec 3 §7). Service lines are never archived.
  starlink_terminals_online: { resource: 'starlink_terminals', filter: { archived: false, state: 'online' } },
  starlink_terminals_offline: { resource: 'starlink_terminals', filter: { archived: false, state: 'offline' } },
  starlink_terminals_searching: { resource: 'starlink_terminals', filter: { archived: false, state: 'searching' } },
  starlink_terminals_unknown: { resource: 'starlink_terminals', filter: { archived: false, state: 'unknown' } },
  /** Terminals on no service line. */
  starlink_terminals_available: { resource: 'starlink_terminals', filter: { archived: false, available: true } },
  /** Terminals whose last status reported alerts. */
  starlink_terminals_with_alerts: { resource: 'starlink_terminals', filter: { archived: false, with_alerts: true } },
  starlink_service_lines_active: { resource: 'starlink_service_lines', filter: { status: 'active' } },
  starlink_service_lines_paused: { resource: 'starlink_service_lines', filter: { status: 'paused' } },
  starlink_service_lines_deactivated: { resource: 'starlink_service_lines', filter: { status: 'deactivated' } },
  /** Active service lines opted out of the top-up (is_opted_in false). */
  starlink_service_lines_opted_out: { resource: 'starlink_service_lines', filter: { active: true, is_opted_in: false } },
  /** Events of the last 24 hours (the database's clock, at the time of the call). */
  starlink_events_last_24h: { resource: 'starlink_events', filter: { last_24h: true } },

  // Accounting (GET /admin/dashboard/accounting/stats): invoices and credit notes, not archived.
  invoices_draft: { resource: 'invoices', filter: { archived: false, status: 'draft' } },
  invoices_sent: { resource: 'invoices', filter: { archived: false, status: 'sent' } },
  invoices_view: { resource: 'invoices', filter: { archived: false, status: 'view' } },
  invoices_paid: { resource: 'invoices', filter: { archived: false, status: 'paid' } },
  /** Invoices (not credit notes) sent or viewed, not paid, past their due date (before today). */
  invoices_overdue: { resource: 'invoices', filter: { archived: false, overdue: true } },
  /** Sent documents not yet pushed to the accounting system (accounting status other than DONE). */
  invoices_not_pushed: { resource: 'invoices', filter: { archived: false, not_pushed: true } },
} as const satisfies Record<string, CountDef>;

export type CountName = keyof typeof COUNTS;
export const COUNT_NAMES = Object.keys(COUNTS) as CountName[];

/** The list a count's tile opens, as the console's URL filter. */
export const countLink = (name: CountName) => {
  const { resource, filter } = COUNTS[name];
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
};
