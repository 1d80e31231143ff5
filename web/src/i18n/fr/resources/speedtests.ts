// French messages of speedtests; typed as the English ones, so a missing or extra key fails the typecheck.
import type { speedtests as en } from '../../resources/speedtests.ts';

export const speedtests: typeof en = {
  name: 'Test de débit |||| Tests de débit',
  fields: {
    id: 'Id',
    created_at: 'Date',
    status: 'Statut',
    scheduled_at: 'Planifié à',
    dir: 'Sens',
    device_id: 'Équipement',
    device_serial: "Numéro de série de l'équipement",
    device_name: "Nom de l'équipement",
    remote_serial: 'Numéro de série distant',
    remote_name: 'Distant',
    bandwidth: 'Débit',
    bandwidth_unit: 'Unité de débit',
    retransmissions: 'Retransmissions',
    cwnd: 'Fenêtre de congestion',
    cwnd_unit: 'Unité de la fenêtre de congestion',
  },
  statuses: { scheduled: 'Planifié', running: 'En cours', done: 'Terminé', failed: 'Échec' },
  dirs: { download: 'Descendant', upload: 'Montant', bidirectional: 'Dans les deux sens' },
  sections: { result: 'Résultat' },
  metrics: { sinr: 'SINR', rsrq: 'RSRQ', rsrp: 'RSRP' },
  no_quality: 'Aucune qualité de signal enregistrée pour ce test',
  action: { run: 'Lancer un test de débit' },
  run: {
    serials: 'Numéros de série des équipements',
    serials_help: 'Un numéro de série par ligne',
    scheduled_at: 'Planifié à',
    scheduled_help: 'Vide : maintenant',
  },
};
