// The customer's devices (spec 1 §2.4 show tab "devices").
import { DeviceTable } from '../devices/DeviceTable.tsx';

export const CustomerDevicesTab = () => <DeviceTable target="customer_id" />;
