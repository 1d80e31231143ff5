// Choice lists of the device screens (spec 1 §3, §9), built from the contract's enumerations.
import { BUY_SM, ONLINE_STATUSES, RENT_SOLD } from '@console/contract';

export type OnlineStatus = (typeof ONLINE_STATUSES)[number];

/** Marker and icon colour per online status (spec 1 §4: a coloured icon; maps follow it too). */
export const ONLINE_STATUS_COLORS: Record<OnlineStatus, string> = {
  online: '#2e9d4f',
  offline: '#d64545',
  never_online: '#9aa3ad',
  unknown: '#f2b400',
};

export const onlineStatusColor = (value: unknown): string =>
  typeof value === 'string' && value in ONLINE_STATUS_COLORS ? ONLINE_STATUS_COLORS[value as OnlineStatus] : ONLINE_STATUS_COLORS.unknown;

export const onlineStatusChoices = ONLINE_STATUSES.map((id) => ({ id, name: `resources.devices.online_statuses.${id}` }));
export const rentSoldChoices = RENT_SOLD.map((id) => ({ id, name: id }));
export const buySmChoices = BUY_SM.map((id) => ({ id, name: id }));

/** Device suppliers (spec 1 §9, the hardware list). */
export const DEVICE_SUPPLIERS = ['AMAZON', 'PEPLINK', 'SLINGSHOT', 'MCS', 'FRONTIER', 'STARLINK'] as const;

/** Site id 1 is the default stock site (spec 2 §2). */
export const STOCK_SITE_ID = 1;
/** owner_id 1 is the operator itself: other owners get a customer badge (spec 1 §2.7). */
export const OPERATOR_OWNER_ID = 1;
