// Dutch messages of starlink events; typed as the English ones, so a missing or extra key fails the typecheck.
import type { starlink_events as en } from '../../resources/starlink_events.ts';

export const starlink_events: typeof en = {
  name: 'Satellietgebeurtenis |||| Satellietgebeurtenissen',
  fields: {
    id: 'Id',
    code: 'Code',
    timestamp: 'Tijdstip',
    source: 'Bron',
    starlink_terminal_id: 'Terminal',
    terminal_id: 'Terminal',
  },
  codes: {
    ethernet_slow_10mbps: 'Ethernet traag (10 Mbps)',
    ethernet_slow_100mbps: 'Ethernet traag (100 Mbps)',
    power_supply_thermal_throttling: 'Thermische beperking van de voeding',
    actuator_motor_stuck: 'Richtmotor vast',
    mast_not_vertical: 'Mast niet verticaal',
    unable_to_align: 'Kan niet uitlijnen',
    thermal_shutdown: 'Thermische uitschakeling',
    thermal_throttle: 'Thermische beperking',
    disabled_data_usage_exceeded_quota: 'Uitgeschakeld: dataquotum overschreden',
    disabled_no_service_in_ocean: 'Uitgeschakeld: geen dienst op zee',
    disabled_invalid_country: 'Uitgeschakeld: ongeldig land',
    disabled_cell_is_disabled: 'Uitgeschakeld: cel uitgeschakeld',
    disabled_blocked_country: 'Uitgeschakeld: geblokkeerd land',
  },
};
