// French messages of starlink events; typed as the English ones, so a missing or extra key fails the typecheck.
import type { starlink_events as en } from '../../resources/starlink_events.ts';

export const starlink_events: typeof en = {
  name: 'Événement satellite |||| Événements satellite',
  fields: {
    id: 'Id',
    code: 'Code',
    timestamp: 'Heure',
    source: 'Source',
    starlink_terminal_id: 'Terminal',
    terminal_id: 'Terminal',
  },
  codes: {
    ethernet_slow_10mbps: 'Ethernet lent (10 Mbps)',
    ethernet_slow_100mbps: 'Ethernet lent (100 Mbps)',
    power_supply_thermal_throttling: "Bridage thermique de l'alimentation",
    actuator_motor_stuck: "Moteur d'orientation bloqué",
    mast_not_vertical: 'Mât pas vertical',
    unable_to_align: "Impossible de s'aligner",
    thermal_shutdown: 'Arrêt thermique',
    thermal_throttle: 'Bridage thermique',
    disabled_data_usage_exceeded_quota: 'Désactivé : quota de données dépassé',
    disabled_no_service_in_ocean: 'Désactivé : pas de service en mer',
    disabled_invalid_country: 'Désactivé : pays non valide',
    disabled_cell_is_disabled: 'Désactivé : cellule désactivée',
    disabled_blocked_country: 'Désactivé : pays bloqué',
  },
};
