// Speed test fields (spec 3 §2): a time in Europe/Brussels, the bandwidth in Mbps from its unit.
import { DateField } from '../../common/format/fields.tsx';

export { MbpsField } from '../../common/format/fields.tsx';

/** A timestamp shown in Europe/Brussels, with seconds' precision dropped like every other time of the console. */
export const BrusselsDateField = ({ source }: { source: string; label?: string }) => <DateField source={source} showTime />;
