// Deploy and back to stock of a device (spec 2 §2 "Device delivery-related screens", §9).

/** Why a device leaves the stock (spec 2 §9 "Order reason"). */
export const DEPLOY_REASONS = [
  'NEW SUBSCRIPTION',
  'NEW EVENT',
  'NEW POC',
  'NEW DEMO',
  'NEW LOAN',
  'SITE TAG CHANGE NEW',
  'SUBSCRIPTION CHANGE NEW',
  'TECHNICAL REPLACEMENT NEW',
  'SOLD',
  'ERROR CORRECTION',
  'OTHER',
] as const;

/** Why a device comes back (spec 2 §9 "Back-to-stock reason"). */
export const BACK_TO_STOCK_REASONS = [
  'END SUBSCRIPTION',
  'END EVENT',
  'END POC',
  'END DEMO',
  'END LOAN',
  'SITE TAG CHANGE OLD',
  'SUBSCRIPTION CHANGE OLD',
  'TECHNICAL REPLACEMENT OLD',
  'ERROR CORRECTION',
  'OTHER',
] as const;

/** What the delivery team checks on a device back from a customer: the report mails it, the summary shows it. */
export const BACK_TO_STOCK_CHECKLIST = [
  'Remove the automatic IP settings',
  'Remove the SpeedFusion licence',
  'Remove the Wi-Fi settings',
  'Remove the VLAN tags',
  'Move the device to the stock group in the controller',
  'Clear the notes and tags in the controller',
  'Flash a clean configuration',
  'Reset the device to factory settings',
  'Check the accessories (power supply, antennas, cables)',
  'Take out and store any special SIM cards',
  'Check for pending orders on this device',
  'Update the accounting information',
] as const;

export const DEVICE_DELIVERY_MESSAGES = {
  notInStock: 'The device is deployed, not in stock: bring it back to stock before deploying it again.',
  inStock: 'The device is already in stock.',
  archived: 'The device is archived.',
  customerRequired: 'A customer is required.',
  virtualCustomerRequired: 'A virtual customer is required for a virtual device.',
  stockSiteRequired: 'Choose a stock site.',
  deployed: 'Device deployed',
  backToStock: 'Device back to stock',
  notBackToStock: 'Device is not back to stock',
} as const;
