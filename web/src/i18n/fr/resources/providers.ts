// French messages of providers; typed as the English ones, so a missing or extra key fails the typecheck.
import type { providers as en } from '../../resources/providers.ts';

export const providers: typeof en = {
  name: 'Fournisseur SIM |||| Fournisseurs SIM',
  fields: {
    id: 'Id',
    iccid_prefix: 'Préfixe ICCID',
    name: 'Nom',
    api: 'API du fournisseur',
    supplier_name: 'Distributeur',
    carrier_name: 'Opérateur',
    product_name: 'Produit',
    prefered_apn: 'APN préféré',
    alternative_apn: 'APN alternatif',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    contry_iso: 'Pays ISO',
    country: 'Pays',
    country_code: 'Indicatif du pays',
    mcc: 'MCC',
    description: 'Description',
    simcards_count: 'Cartes SIM',
    is_manageable: 'Gérable',
    has_password: 'Mot de passe défini',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
    archived_at: 'Archivé le',
    archived_reason: "Motif d'archivage",
  },
  apis: {
    telna: 'Telna',
    webbing: 'Webbing',
    phenix: 'Phenix',
    none: 'Aucune (non gérable)',
  },
  tabs: {
    summary: 'Résumé',
    simcards: 'Cartes SIM',
    logs: 'Historique',
  },
  sections: {
    identity: 'Identité',
    network: 'Accès',
    country: 'Pays',
  },
  helpers: {
    password: 'Laissez vide pour garder le mot de passe actuel.',
  },
};
