import { useRecordContext } from 'react-admin';
import { brusselsTime, mbps } from './format.ts';

/** A timestamp shown in Europe/Brussels (spec 3 §2 Speed tests). */
export const BrusselsDateField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  return <span style={{ whiteSpace: 'nowrap' }}>{brusselsTime(record?.[source])}</span>;
};

/** Bandwidth in Mbps (value / 1,000,000). */
export const MbpsField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  return <span style={{ whiteSpace: 'nowrap' }}>{mbps(record?.[source])}</span>;
};
