import { BUY_SM, DEVICE_ARCHIVE_REASONS, RENT_SOLD } from '@console/contract';

export const rentSoldChoices = RENT_SOLD.map((id) => ({ id, name: `resources.product_items.rent_sold.${id}` }));
export const buySmChoices = BUY_SM.map((id) => ({ id, name: `resources.product_items.buy_sm.${id}` }));
/** Product items share the device archive reasons (spec 2 §9). */
export const PRODUCT_ITEM_ARCHIVE_REASONS = DEVICE_ARCHIVE_REASONS;
