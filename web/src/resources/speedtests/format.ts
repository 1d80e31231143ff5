// Speed test display rules (spec 3 §2): times in Europe/Brussels and bandwidth in Mbps, through the
// console's formatting helpers (common/format).
export { CONSOLE_TIME_ZONE as SPEEDTEST_TIME_ZONE } from '../../common/format/format.ts';
